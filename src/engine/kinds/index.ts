/**
 * Every field kind's input, display and filter. Typed over FieldKind: a kind added to the
 * vocabulary without its UI does not compile.
 */
import type { FieldDeclaration } from '../../../resources/kit/defineResource';
import { boolean } from './boolean';
import { computed } from './computed';
import { date, datetime } from './date';
import { enumKind } from './enum';
import { mediaImage } from './mediaImage';
import { integer, number } from './number';
import { objectList } from './objectList';
import { password } from './password';
import { reference, referenceList } from './reference';
import { color, email, longText, text, url } from './text';
import type { UiKind, UiKindRegistry } from './types';

export const UI_KINDS: UiKindRegistry = {
  text,
  longText,
  email,
  url,
  password,
  color,
  number,
  integer,
  boolean,
  date,
  datetime,
  enum: enumKind,
  reference,
  referenceList,
  mediaImage,
  objectList,
  computed,
};

/** The UI of a field's kind. */
export function uiKindOf<F extends FieldDeclaration>(field: F): UiKind<F> {
  // Keyed by kind, so the entry read for `field.kind` is this field's; TypeScript cannot follow
  // that link through a union of entries.
  return UI_KINDS[field.kind] as unknown as UiKind<F>;
}

export type { InputContext } from './types';
