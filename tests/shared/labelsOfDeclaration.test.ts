/**
 * The i18n keys a declaration implies (resources/kit/labels.ts): the keys the engine looks up to
 * label an area's screens, and the message keys the declaration names itself. i18nKeys.test.ts
 * checks that the real areas' keys exist; here a declaration using every labelled part shows which
 * keys each part asks for, so a part whose label is forgotten is noticed.
 */
import { describe, expect, it } from 'vitest';
import { defineResource, type FieldDeclaration } from '../../resources/kit/defineResource';
import { labelKeys, messageKeys } from '../../resources/kit/labels';

const quizzes = defineResource({
  name: 'quizzes',
  recordRepresentation: 'title',
  fields: [
    {
      name: 'title',
      kind: 'text',
      helperText: 'resources.quizzes.help.title',
      helperTextOnCreate: 'resources.quizzes.help.titleOnCreate',
    },
    { name: 'level', kind: 'enum', values: ['easy', 'hard'] },
    { name: 'code', kind: 'text', pattern: '[A-Z]{3}', patternMessage: 'resources.quizzes.errors.code' },
    {
      name: 'questions',
      kind: 'objectList',
      fields: [
        {
          name: 'label',
          kind: 'text',
          pattern: '.*\\?',
          patternMessage: 'resources.quizzes.errors.question',
          helperText: 'resources.quizzes.help.question',
        },
        { name: 'answer', kind: 'enum', values: ['yes_no', 'scale'] },
      ],
    },
  ],
  actions: { list: ['import'], bulk: ['archive', 'import'], record: ['archive', 'duplicate'] },
  fieldsets: [
    { name: 'identity', fields: ['title', 'code'] },
    { name: 'content', fields: ['questions'] },
  ],
});

describe('labels an area’s screens look up', () => {
  it('names the area, each field, each fixed value, each list item’s field and value, each action once and each fieldset', () => {
    expect(labelKeys(quizzes)).toEqual([
      'resources.quizzes.name',
      'resources.quizzes.fields.title',
      'resources.quizzes.fields.level',
      'resources.quizzes.values.level.easy',
      'resources.quizzes.values.level.hard',
      'resources.quizzes.fields.code',
      'resources.quizzes.fields.questions',
      'resources.quizzes.items.questions.label',
      'resources.quizzes.items.questions.answer',
      'resources.quizzes.values.questions.answer.yes_no',
      'resources.quizzes.values.questions.answer.scale',
      'resources.quizzes.actions.import',
      'resources.quizzes.actions.archive',
      'resources.quizzes.actions.duplicate',
      'resources.quizzes.fieldsets.identity',
      'resources.quizzes.fieldsets.content',
    ]);
  });

  it('asks no value label for an enum whose values come from a list the server serves', () => {
    const activities = defineResource({
      name: 'drills',
      recordRepresentation: 'type',
      fields: [{ name: 'type', kind: 'enum', optionsFrom: 'activity_types' }],
    });
    expect(labelKeys(activities)).toEqual(['resources.drills.name', 'resources.drills.fields.type']);
  });
});

describe('messages a declaration names itself', () => {
  it('gives the helper texts and pattern messages of the fields and of the list items’ fields', () => {
    expect(messageKeys(quizzes)).toEqual([
      'resources.quizzes.help.title',
      'resources.quizzes.help.titleOnCreate',
      'resources.quizzes.errors.code',
      'resources.quizzes.help.question',
      'resources.quizzes.errors.question',
    ]);
  });

  it('names no message for a pattern message left undefined by a shared field helper', () => {
    const codeField = (patternMessage?: string): FieldDeclaration => ({
      name: 'code',
      kind: 'text',
      pattern: '[0-9]+',
      patternMessage,
    });
    const tickets = defineResource({ name: 'tickets', recordRepresentation: 'code', fields: [codeField()] });
    expect(messageKeys(tickets)).toEqual([]);
  });
});
