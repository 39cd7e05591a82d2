/**
 * A value of the wrong shape (a list where text is expected, text where a list is expected) is
 * refused with the kind's own French message: the character and size checks that run before the
 * kind's rules only look at values of the kind's shape, whatever a list or text happens to hold.
 */
import { describe, expect, it } from 'vitest';
import { fr } from '../../i18n/fr';
import { makeTranslate, type Messages } from '../../i18n/translate';
import { defineResource } from '../../resources/kit/defineResource';
import { compileSchema } from '../../resources/kit/schema';
import { declaration } from './declarations';

const t = makeTranslate(fr as unknown as Messages);

/** Field path -> first message, or {} when the record is accepted. */
function verdict(area: Parameters<typeof compileSchema>[0], record: Record<string, unknown>) {
  const result = compileSchema(area, 'create', t).safeParse(record);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('a list sent for a text field', () => {
  const activity = { title: 'Quiz des capitales', type: 'quiz', language: 'fr' };

  it('is refused as no text, even when its item holds a refused character', () => {
    expect(verdict(declaration('activities'), { ...activity, title: ['Quiz\u0007'] })).toEqual({
      title: fr.validation.text,
    });
  });

  it('is refused as no text, even when its item holds half of a surrogate pair', () => {
    expect(verdict(declaration('activities'), { ...activity, title: ['Quiz \uD83D'] })).toEqual({
      title: fr.validation.text,
    });
  });
});

describe('a text sent for a capped reference list', () => {
  const rooms = defineResource({
    name: 'rooms',
    recordRepresentation: 'name',
    fields: [{ name: 'tags', kind: 'referenceList', target: 'hashtags', maxItems: 2 }],
  });

  it('is refused as no list of references, not as too many items, however long the text', () => {
    expect(verdict(rooms, { tags: 'maths' })).toEqual({ tags: fr.validation.referenceList });
  });
});
