/**
 * Every field kind's descriptor. Typed over FieldKind: a kind added to the vocabulary without a
 * descriptor does not compile, so no layer falls back on a silent default.
 */
import type { FieldDeclaration, FieldKind } from '../defineResource';
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
import type { KindDescriptor, KindRegistry } from './types';

export const KINDS: KindRegistry = {
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

export const FIELD_KINDS = Object.keys(KINDS) as FieldKind[];

/** The descriptor of a field's kind. */
export function kindOf<F extends FieldDeclaration>(field: F): KindDescriptor<F> {
  // The registry is keyed by kind, so the entry read for `field.kind` is the one for this field;
  // TypeScript cannot follow that link through a union of entries.
  return KINDS[field.kind] as unknown as KindDescriptor<F>;
}

export type * from './types';
export { CellError, sameText } from './csvCells';
export { normaliseText } from './text';
