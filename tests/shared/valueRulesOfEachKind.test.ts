/**
 * What each kind's rules say, in French, about a value of the wrong type or shape: an API caller
 * may send a number where text is expected, a word where a yes/no is, a date in another format.
 * The form and the server give the same messages (one schema, resources/kit/schema.ts).
 */
import { describe, expect, it } from 'vitest';
import { fr } from '../../i18n/fr';
import { makeTranslate, type Messages } from '../../i18n/translate';
import { MEDIA_PATH_MAX_LENGTH } from '../../resources/contracts/mediaRules';
import { defineResource, type ResourceDeclaration } from '../../resources/kit/defineResource';
import { compileSchema } from '../../resources/kit/schema';
import { declaration } from './declarations';

const t = makeTranslate(fr as unknown as Messages);

/** Field -> first message of a create, or {} when the record is accepted. */
function verdict(area: ResourceDeclaration, record: Record<string, unknown>): Record<string, string> {
  const result = compileSchema(area, 'create', t).safeParse(record);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const visits = defineResource({
  name: 'visits',
  recordRepresentation: 'room',
  fields: [
    { name: 'room', kind: 'text', pattern: '[A-Z]\\d{3}' },
    { name: 'day', kind: 'date' },
    { name: 'arrived_at', kind: 'datetime' },
    { name: 'guided', kind: 'boolean' },
  ],
});

describe('text', () => {
  it('is refused when it is no text', () => {
    expect(verdict(visits, { room: 101 })).toEqual({ room: fr.validation.text });
  });

  it('not matching a declared pattern is refused with the general message when none is declared', () => {
    expect(verdict(visits, { room: 'B204' })).toEqual({});
    expect(verdict(visits, { room: 'salle 204' })).toEqual({ room: fr.validation.pattern });
  });
});

describe('dates', () => {
  it('accept a calendar day as YYYY-MM-DD and an instant in ISO 8601', () => {
    expect(verdict(visits, { day: '2026-03-14', arrived_at: '2026-03-14T08:30:00Z' })).toEqual({});
  });

  it('refuse a day in another format, a day that does not exist, or a number', () => {
    for (const day of ['14/03/2026', '2026-13-01', 20260314]) {
      expect(verdict(visits, { day }), String(day)).toEqual({ day: fr.validation.date });
    }
  });

  it('refuse an instant that is no date, or a number', () => {
    for (const arrivedAt of ['demain matin', 1773477000000]) {
      expect(verdict(visits, { arrived_at: arrivedAt }), String(arrivedAt)).toEqual({
        arrived_at: fr.validation.datetime,
      });
    }
  });
});

describe('yes/no', () => {
  it('accepts true or false, not a word', () => {
    expect(verdict(visits, { guided: false })).toEqual({});
    expect(verdict(visits, { guided: 'oui' })).toEqual({ guided: fr.validation.boolean });
  });
});

describe('an enum whose list is not known here', () => {
  it('accepts any code but refuses what is no text', () => {
    const activity = { title: 'Quiz des capitales', type: 'quiz', language: 'fr' };
    expect(verdict(declaration('activities'), { ...activity, type: 3 })).toEqual({
      type: fr.validation.enum,
    });
  });
});

describe('image paths', () => {
  const activity = { title: 'Quiz des capitales', type: 'quiz', language: 'fr' };
  const imageVerdict = (image: unknown) => verdict(declaration('activities'), { ...activity, image });
  const notOfTheLibrary = { image: fr.validation.mediaImage.replace('%{directory}', 'cartes') };
  const tooLong = { image: fr.validation.maxLength.replace('%{max}', String(MEDIA_PATH_MAX_LENGTH)) };
  const pathOf = (length: number) => `/media-files/cartes/${'a'.repeat(length - 24)}.png`;

  it('are refused when they are no text', () => {
    expect(imageVerdict(42)).toEqual({ image: fr.validation.text });
  });

  it('are judged on their shape up to the length cap, on their length beyond it', () => {
    expect(pathOf(MEDIA_PATH_MAX_LENGTH)).toHaveLength(MEDIA_PATH_MAX_LENGTH);
    expect(imageVerdict(pathOf(MEDIA_PATH_MAX_LENGTH))).toEqual(notOfTheLibrary);
    expect(imageVerdict(pathOf(MEDIA_PATH_MAX_LENGTH + 1))).toEqual(tooLong);
  });
});
