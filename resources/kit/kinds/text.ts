/** Kinds typed as one line or more of text: text, longText, email, url, color. */
import { z } from 'zod';
import type { FieldKind, TextField } from '../defineResource';
import { plainCsv } from './csvCells';
import type { KindDescriptor, SchemaContext } from './types';

/**
 * Invisible characters: `abc` followed by U+200B looks like `abc` but would pass a unique check.
 * A long text keeps the joiners (U+200C, U+200D), which emoji sequences and some scripts need.
 */
const ZERO_WIDTH = /\u200B|\u200C|\u200D|\uFEFF/g;
const ZERO_WIDTH_IN_LONG_TEXT = /\u200B|\uFEFF/g;

/** Invisible characters removed, canonical (NFC) form, no surrounding spaces. */
export function normaliseText(value: string, kind: FieldKind = 'text'): string {
  const visible = value.replace(kind === 'longText' ? ZERO_WIDTH_IN_LONG_TEXT : ZERO_WIDTH, '');
  return visible.normalize('NFC').trim();
}

/** Normalised text, then the declared case transform; '' is no value. */
export function normaliseTyped(
  field: { kind: FieldKind; transform?: TextField['transform'] },
  value: string,
) {
  let text = normaliseText(value, field.kind);
  if (field.transform === 'lowercase') text = text.toLowerCase();
  if (field.transform === 'uppercase') text = text.toUpperCase();
  return text === '' ? null : text;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL = /^https?:\/\/\S+$/i;
const COLOR = /^#[0-9a-fA-F]{6}$/;

/** The length and pattern rules of any text field, plus the format rule of its kind. */
export function textSchema(field: TextField, { t }: SchemaContext): z.ZodString {
  let s = z.string({ error: t('validation.text') });
  if (field.minLength !== undefined)
    s = s.min(field.minLength, { error: t('validation.minLength', { min: field.minLength }) });
  if (field.maxLength !== undefined)
    s = s.max(field.maxLength, { error: t('validation.maxLength', { max: field.maxLength }) });
  if (field.kind === 'email') s = s.regex(EMAIL, { error: t('validation.email') });
  if (field.kind === 'url') s = s.regex(URL, { error: t('validation.url') });
  if (field.kind === 'color') s = s.regex(COLOR, { error: t('validation.color') });
  if (field.pattern)
    s = s.regex(new RegExp(`^(?:${field.pattern})$`), {
      error: t(field.patternMessage ?? 'validation.pattern'),
    });
  return s;
}

interface TextFacts {
  listedByDefault: boolean;
  searchable: boolean;
  scalar: boolean;
  caseInsensitive: boolean;
}

function textKind({
  listedByDefault,
  searchable,
  scalar,
  caseInsensitive,
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
    schema: textSchema,
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
});
export const url = textKind({
  listedByDefault: true,
  searchable: false,
  scalar: true,
  caseInsensitive: false,
});
export const color = textKind({
  listedByDefault: true,
  searchable: false,
  scalar: true,
  caseInsensitive: true,
});
