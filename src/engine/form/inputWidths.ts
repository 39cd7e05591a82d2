/**
 * How wide a form's input is, by the kind of value it holds: a number of minutes needs a few
 * characters, a name half a wide form, a long text or a list the whole width. On a wide form the
 * half-width inputs sit two by two; on a phone every input takes the whole width.
 */
import type { FieldDeclaration, FieldKind } from '../../../resources/kit/defineResource';

export type InputWidth = 'narrow' | 'short' | 'half' | 'full';

const WIDTH_OF_KIND: Record<FieldKind, InputWidth> = {
  number: 'narrow',
  integer: 'narrow',
  color: 'narrow',
  date: 'short',
  datetime: 'short',
  boolean: 'short',
  computed: 'short',
  text: 'half',
  email: 'half',
  url: 'half',
  password: 'half',
  enum: 'half',
  reference: 'half',
  longText: 'full',
  referenceList: 'full',
  mediaImage: 'full',
  objectList: 'full',
};

export function inputWidthOf(field: FieldDeclaration): InputWidth {
  // A list typed one item a line is a long text.
  if (field.kind === 'text' && field.separator) return 'full';
  return WIDTH_OF_KIND[field.kind];
}

/** The gap between two inputs side by side. */
export const COLUMN_GAP = 16;

/** The box of each width, as `sx` values (a phone's inputs are all full width). */
export const WIDTH_SX: Record<InputWidth, object> = {
  narrow: { width: '12rem', maxWidth: '100%' },
  short: { width: '16rem', maxWidth: '100%' },
  half: { width: { xs: '100%', md: `calc(50% - ${COLUMN_GAP / 2}px)` } },
  full: { width: '100%' },
};
