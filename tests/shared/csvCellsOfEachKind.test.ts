/**
 * The CSV cells of the kinds that are not written as typed: enums, yes/no and references, as the
 * list export writes them (labels for people) and the import reads them back (labels in French or
 * English, codes, keys), with the French message of each cell the import refuses.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { makeTranslate, type Messages } from '../../i18n/translate';
import {
  CellError,
  formatCell,
  parseCell,
  type CellKey,
  type FormatContext,
  type ParseContext,
} from '../../resources/kit/csvValues';
import { defineResource, type FieldDeclaration } from '../../resources/kit/defineResource';
import { ACTIVITY_TYPE_CODES, OPTION_LISTS } from '../../server/config/optionLists';
import { createI18nProvider } from '../../src/providers/i18n/i18nProvider';
import { declaration } from './declarations';

const french = makeTranslate(fr as unknown as Messages);
const english = makeTranslate(en as unknown as Messages, 'en');

function fieldOf(area: string, name: string): FieldDeclaration {
  const field = declaration(area).fields.find((f) => f.name === name);
  if (!field) throw new Error(`no field ${name} in ${area}`);
  return field;
}

/**
 * Records of the referenced areas, by key, as the import finds them by key or by label
 * (server/import/parseContext.ts): two activities share the label « Atelier ».
 */
const RECORDS: Record<string, Record<number, string>> = {
  activities: { 1: 'Quiz des capitales', 2: 'Les volcans', 3: 'Atelier', 4: 'Atelier' },
  etablissements: { 7: 'Lycée Victor Hugo' },
};

function resolveReference(target: string, text: string): CellKey | null | undefined {
  const records = RECORDS[target] ?? {};
  const lower = text.toLowerCase();
  if (records[Number(lower)] !== undefined) return Number(lower);
  const keys = Object.keys(records).filter((key) => records[Number(key)].toLowerCase() === lower);
  if (keys.length > 1) return null;
  return keys.length === 1 ? Number(keys[0]) : undefined;
}

/** What the server's import reads cells with: French and English labels, the lists it serves. */
const importing: ParseContext = {
  translations: [french, english],
  optionLabels(path) {
    const list = OPTION_LISTS.get(path);
    if (!list) return undefined;
    const key = (code: string) => `server.${list.labels}.${code}`;
    return new Map(list.codes.map((code) => [code, [french(key(code)), english(key(code))]]));
  },
  resolveReference,
};

/** What the list export writes cells with, in French, having read the activity types. */
const exporting: FormatContext = {
  translate: french,
  referenceLabel: (target, key) => RECORDS[target]?.[Number(key)] ?? String(key),
  optionLabel: (path, code) =>
    path === 'config/activity-types' && (ACTIVITY_TYPE_CODES as readonly string[]).includes(code)
      ? french(`server.activityTypes.${code}`)
      : undefined,
};

function read(area: string, field: string, cell: string, context: ParseContext = importing): unknown {
  return parseCell(declaration(area), fieldOf(area, field), cell, context);
}

function write(area: string, field: string, value: unknown, context: FormatContext = exporting): string {
  return formatCell(declaration(area), fieldOf(area, field), value, context);
}

/** The French message the import gives for a refused cell (server/import/analyseRows.ts). */
function refusal(readCell: () => unknown): string {
  try {
    readCell();
  } catch (error) {
    if (error instanceof CellError) return french(error.messageKey, error.options);
    throw error;
  }
  throw new Error('the cell was accepted');
}

const allowed = (labels: readonly string[]) =>
  fr.validation.enumAllowed.replace('%{values}', labels.join(', '));

describe('a fixed enum in CSV cells', () => {
  const roles = fr.resources.users.values.role;

  it('is written as its French label', () => {
    expect(write('users', 'role', 'teacher')).toBe(roles.teacher);
    expect(write('users', 'role', 'admin')).toBe(roles.admin);
  });

  it('reads back its French or English label, whatever the case and accents', () => {
    expect(read('users', 'role', roles.teacher)).toBe('teacher');
    expect(read('users', 'role', en.resources.users.values.role.teacher)).toBe('teacher');
    expect(read('users', 'role', 'eleve')).toBe('student');
    expect(read('users', 'role', 'PERSONNEL')).toBe('staff');
  });

  it('reads back a code, whatever its case, even where it is no label', () => {
    expect(read('users', 'role', 'admin')).toBe('admin');
    expect(read('users', 'role', 'ADMIN')).toBe('admin');
  });

  it('refuses a value none names, listing the French labels', () => {
    expect(refusal(() => read('users', 'role', 'directeur'))).toBe(
      allowed([roles.student, roles.teacher, roles.staff, roles.admin]),
    );
  });

  it('keeps and lists the codes of values that have no label', () => {
    const boxes = defineResource({
      name: 'boxes',
      recordRepresentation: 'size',
      fields: [{ name: 'size', kind: 'enum', values: ['small', 'large'] }],
    });
    const size = boxes.fields[0];
    expect(formatCell(boxes, size, 'large', exporting)).toBe('large');
    expect(parseCell(boxes, size, 'LARGE', importing)).toBe('large');
    expect(refusal(() => parseCell(boxes, size, 'medium', importing))).toBe(allowed(['small', 'large']));
  });

  it('is written by the browser as its code when it has no label, not as the name its screens show', () => {
    // The app's translate names an untranslated value after its code (`centre_loisirs`: « Centre
    // loisirs »), which the import could not read back.
    const boxes = defineResource({
      name: 'boxes',
      recordRepresentation: 'size',
      fields: [{ name: 'size', kind: 'enum', values: ['extra_large'] }],
    });
    const browser: FormatContext = { ...exporting, translate: createI18nProvider().translate };
    expect(formatCell(boxes, boxes.fields[0], 'extra_large', browser)).toBe('extra_large');
  });

  it('reads a code exactly as written before a code that differs from it by accents only', () => {
    const fishing = defineResource({
      name: 'fishing',
      recordRepresentation: 'word',
      fields: [{ name: 'word', kind: 'enum', values: ['peche', 'pêche', 'péché'] }],
    });
    const word = fishing.fields[0];
    expect(parseCell(fishing, word, 'pêche', importing)).toBe('pêche');
    expect(parseCell(fishing, word, 'péché', importing)).toBe('péché');
    expect(parseCell(fishing, word, 'PECHE', importing)).toBe('peche');
  });
});

describe('an enum whose values come from a list the server serves, in CSV cells', () => {
  const types = fr.server.activityTypes;

  it('is written as the label the export read, else as its code', () => {
    expect(write('activities', 'type', 'workshop')).toBe(types.workshop);
    expect(write('activities', 'type', 'poem')).toBe('poem');
    expect(write('activities', 'language', 'fr')).toBe('fr');
    // The history names values without the option lists when it has not read them.
    expect(
      write('activities', 'type', 'workshop', {
        translate: french,
        referenceLabel: (_target, key) => String(key),
      }),
    ).toBe('workshop');
  });

  it('reads back a French or English label, or a code', () => {
    expect(read('activities', 'type', types.workshop)).toBe('workshop');
    expect(read('activities', 'type', 'debat')).toBe('debate');
    expect(read('activities', 'type', en.server.activityTypes.game)).toBe('game');
    expect(read('activities', 'type', 'assessment')).toBe('assessment');
    expect(read('activities', 'language', 'Allemand')).toBe('de');
  });

  it('refuses a value none names, listing the French labels of the list', () => {
    expect(refusal(() => read('activities', 'type', 'Poème'))).toBe(
      allowed(ACTIVITY_TYPE_CODES.map((code) => types[code])),
    );
  });

  it('passes the cell on as written when the reader does not know the list', () => {
    const withoutLists: ParseContext = { ...importing, optionLabels: undefined };
    expect(read('activities', 'type', 'Atelier', withoutLists)).toBe('Atelier');
    const unknownList: ParseContext = { ...importing, optionLabels: () => undefined };
    expect(read('activities', 'type', 'Atelier', unknownList)).toBe('Atelier');
  });
});

describe('a yes/no value in CSV cells', () => {
  it('is written as the translated yes or no', () => {
    expect(write('users', 'active', true)).toBe('Oui');
    expect(write('users', 'active', false)).toBe('Non');
    expect(write('users', 'active', true, { ...exporting, translate: english })).toBe('Yes');
  });

  it('reads the usual words for yes and no, whatever their case', () => {
    for (const cell of ['Oui', 'yes', 'VRAI', 'true', '1', 'x'])
      expect(read('users', 'active', cell), cell).toBe(true);
    for (const cell of ['non', 'No', 'FAUX', 'false', '0'])
      expect(read('users', 'active', cell), cell).toBe(false);
  });

  it('reads the yes and no of every language the reader knows', () => {
    const german = makeTranslate({ ra: { boolean: { true: 'Ja', false: 'Nein' } } }, 'de');
    const polyglot: ParseContext = { ...importing, translations: [french, english, german] };
    expect(read('users', 'active', 'ja', polyglot)).toBe(true);
    expect(read('users', 'active', 'NEIN', polyglot)).toBe(false);
  });

  it('refuses any other word', () => {
    expect(refusal(() => read('users', 'active', 'peut-être'))).toBe(fr.validation.boolean);
    expect(refusal(() => read('users', 'active', 'ja'))).toBe(fr.validation.boolean);
  });
});

describe('a reference in CSV cells', () => {
  it('is written as the label of its record, else as its key', () => {
    expect(write('classes', 'etablissement_id', 7)).toBe('Lycée Victor Hugo');
    expect(write('classes', 'etablissement_id', 8)).toBe('8');
  });

  it('reads a record by its key or its label, whatever the case', () => {
    expect(read('classes', 'etablissement_id', '7')).toBe(7);
    expect(read('classes', 'etablissement_id', 'LYCÉE VICTOR HUGO')).toBe(7);
  });

  it('refuses a label no record carries, naming it', () => {
    expect(refusal(() => read('classes', 'etablissement_id', 'Lycée Molière'))).toBe(
      fr.validation.unknownReference.replace('%{value}', 'Lycée Molière'),
    );
  });
});

describe('a reference list in CSV cells', () => {
  it('is written as the labels of its records, in order', () => {
    expect(write('courses', 'activities', [2, 1])).toBe('Les volcans | Quiz des capitales');
    // Not a list (a value written before the field held several): no labels to write.
    expect(write('courses', 'activities', 2)).toBe('');
  });

  it('reads labels or keys between bars, with or without spaces, skipping empty items', () => {
    expect(read('courses', 'activities', 'Les volcans | Quiz des capitales')).toEqual([2, 1]);
    expect(read('courses', 'activities', 'les volcans|1')).toEqual([2, 1]);
    expect(read('courses', 'activities', 'Les volcans |  | 1 |')).toEqual([2, 1]);
  });

  it('reads an empty cell as an empty list', () => {
    expect(read('courses', 'activities', '')).toEqual([]);
    expect(read('courses', 'activities', '   ')).toEqual([]);
  });

  it('refuses the whole cell when one label names no record, or several records', () => {
    expect(refusal(() => read('courses', 'activities', 'Les volcans | Géologie'))).toBe(
      fr.validation.unknownReference.replace('%{value}', 'Géologie'),
    );
    expect(refusal(() => read('courses', 'activities', 'Les volcans | atelier'))).toBe(
      fr.validation.ambiguousReference.replace('%{value}', 'atelier'),
    );
  });
});
