/** Kinds typed as one line or more of text: text, longText, email, url, color. */
import type { z } from 'zod';
import type { FieldKind, TextField } from '../defineResource';
import { plainCsv } from './csvCells';
import { MULTI_LINE_REFUSED, SINGLE_LINE_REFUSED } from './textCharacters';
import type { KindDescriptor, SchemaContext } from './types';

/**
 * Invisible characters: `abc` followed by U+200B looks like `abc` but would pass a unique check.
 * A long text keeps the joiners (U+200C, U+200D), which emoji sequences and some scripts need.
 */
const ZERO_WIDTH = /\u200B|\u200C|\u200D|\uFEFF/g;
const ZERO_WIDTH_IN_LONG_TEXT = /\u200B|\uFEFF/g;

/** Windows (CR LF) and old Mac (CR) line ends, which a pasted or imported long text may carry. */
const OTHER_LINE_ENDS = /\r\n?/g;

/**
 * Invisible characters removed, canonical (NFC) form, no surrounding spaces; a long text's lines
 * end with a line feed alone, as a browser's text area gives them.
 */
export function normaliseText(value: string, kind: FieldKind): string {
  if (kind === 'longText') {
    return value.replace(ZERO_WIDTH_IN_LONG_TEXT, '').replace(OTHER_LINE_ENDS, '\n').normalize('NFC').trim();
  }
  return value.replace(ZERO_WIDTH, '').normalize('NFC').trim();
}

/** Normalised text, then the declared case transform; '' is no value. */
export function normaliseTyped(
  field: { kind: FieldKind; transform?: TextField['transform']; separator?: string },
  value: string,
) {
  let text = normaliseText(value, field.kind);
  // A list kept as one text: each item trimmed, blank items (`a; ;b;`) are not items.
  if (field.separator !== undefined) {
    text = text
      .split(field.separator)
      .map((item) => normaliseText(item, field.kind))
      .filter((item) => item !== '')
      .join(field.separator);
  }
  if (field.transform === 'lowercase') text = text.toLowerCase();
  if (field.transform === 'uppercase') text = text.toUpperCase();
  return text === '' ? null : text;
}

/** The shape a kind's text must have, and the message key given when it does not. */
interface TextFormat {
  pattern: RegExp;
  message: string;
}

const EMAIL: TextFormat = { pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'validation.email' };
const URL: TextFormat = { pattern: /^https?:\/\/\S+$/i, message: 'validation.url' };
const COLOR: TextFormat = { pattern: /^#[0-9a-fA-F]{6}$/, message: 'validation.color' };

/** The length and pattern rules any text field may declare, plus its kind's format if it has one. */
export function textSchema(format?: TextFormat) {
  return (field: TextField, { t, z }: SchemaContext): z.ZodString => {
    let s = z.string({ error: t('validation.text') });
    if (field.minLength !== undefined)
      s = s.min(field.minLength, { error: t('validation.minLength', { min: field.minLength }) });
    if (field.maxLength !== undefined)
      s = s.max(field.maxLength, { error: t('validation.maxLength', { max: field.maxLength }) });
    if (format) s = s.regex(format.pattern, { error: t(format.message) });
    if (field.pattern)
      s = s.regex(new RegExp(`^(?:${field.pattern})$`), {
        error: t(field.patternMessage ?? 'validation.pattern'),
      });
    return s;
  };
}

interface TextFacts {
  /** A long text: tab and line feed allowed. */
  multiLine?: boolean;
  listedByDefault: boolean;
  searchable: boolean;
  scalar: boolean;
  caseInsensitive: boolean;
  format?: TextFormat;
}

function textKind({
  multiLine = false,
  listedByDefault,
  searchable,
  scalar,
  caseInsensitive,
  format,
}: TextFacts): KindDescriptor<TextField> {
  return {
    listedByDefault,
    filteredByDefault: false,
    scalar,
    sortable: scalar,
    filterable: scalar,
    searchable,
    secret: false,
    hashed: false,
    storage: caseInsensitive ? 'caseInsensitiveText' : 'text',
    emptyValue: () => null,
    normalise: normaliseTyped,
    refusedCharacters: multiLine ? MULTI_LINE_REFUSED : SINGLE_LINE_REFUSED,
    schema: textSchema(format),
    csv: plainCsv,
    jsonSchema: () => ({}),
  };
}

export const text = textKind({
  listedByDefault: true,
  searchable: true,
  scalar: true,
  caseInsensitive: true,
});
export const longText = textKind({
  multiLine: true,
  listedByDefault: false,
  searchable: true,
  scalar: false,
  caseInsensitive: true,
});
export const email = textKind({
  listedByDefault: true,
  searchable: true,
  scalar: true,
  caseInsensitive: true,
  format: EMAIL,
});
export const url = textKind({
  listedByDefault: true,
  searchable: false,
  scalar: true,
  caseInsensitive: false,
  format: URL,
});
export const color = textKind({
  listedByDefault: true,
  searchable: false,
  scalar: true,
  caseInsensitive: true,
  format: COLOR,
});
