/**
 * The columns of an area's CSV files (resources/kit/csvValues.ts): which fields the export writes
 * and the import reads, the key first, and the title of each column, which the import maps back to
 * its field (src/features/csv-import/columnMapping.ts).
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { makeTranslate, type Messages } from '../../i18n/translate';
import { csvFields, csvHeader, formatCell } from '../../resources/kit/csvValues';
import { defineResource, type FieldDeclaration } from '../../resources/kit/defineResource';
import { isWritable } from '../../resources/kit/fields';
import { autoMapping } from '../../src/features/csv-import/columnMapping';
import { createI18nProvider } from '../../src/providers/i18n/i18nProvider';
import { declaration } from './declarations';

const t = makeTranslate(fr as unknown as Messages);
const english = makeTranslate(en as unknown as Messages, 'en');
/** The browser's translate, which the list export uses (it humanises an untranslated area label). */
const browser = createI18nProvider().translate;
const format = { translate: t, referenceLabel: (_target: string, key: string | number) => String(key) };

const names = (fields: FieldDeclaration[]) => fields.map((field) => field.name);

describe('the columns of an export', () => {
  const gadgets = defineResource({
    name: 'gadgets',
    recordRepresentation: 'title',
    fields: [
      { name: 'title', kind: 'text', required: true },
      { name: 'secret', kind: 'password' },
      { name: 'uses', kind: 'computed', count: { resource: 'makers', via: 'gadget_id' } },
      { name: 'price', kind: 'number' },
      { name: 'active', kind: 'boolean' },
    ],
  });

  it('are the server-assigned key, then every field that has a value of its own but secrets', () => {
    expect(names(csvFields(gadgets))).toEqual(['id', 'title', 'price', 'active']);
    expect(names(csvFields(declaration('hashtags')))).toEqual(['label', 'description', 'active']);
  });

  it('write the server-assigned key as an integer the import never writes back', () => {
    const [id] = csvFields(gadgets);
    expect(id).toMatchObject({ name: 'id', kind: 'integer', readOnly: true });
    expect(formatCell(gadgets, id, 12, format)).toBe('12');
    expect(isWritable(gadgets, id, 'create')).toBe(false);
  });

  it('put a key of the area’s own first, with its own rules, whatever its place in the declaration', () => {
    const code: FieldDeclaration = { name: 'code', kind: 'text', required: true, unique: true };
    const coded = defineResource({
      name: 'gadgets',
      key: 'code',
      recordRepresentation: 'title',
      fields: [{ name: 'title', kind: 'text' }, code, { name: 'price', kind: 'number' }],
    });
    const fields = csvFields(coded);
    expect(names(fields)).toEqual(['code', 'title', 'price']);
    // The declared field, so an import requires and writes the code a new record is created with.
    expect(fields[0]).toBe(code);
    expect(isWritable(coded, fields[0], 'create')).toBe(true);
  });
});

describe('the title of a column', () => {
  const etablissements = declaration('etablissements');
  const name = etablissements.fields.find((field) => field.name === 'name')!;

  it('is the field’s translated label, in the writer’s language', () => {
    expect(csvHeader(etablissements, name, t)).toBe(fr.resources.etablissements.fields.name);
    expect(csvHeader(etablissements, name, browser)).toBe(fr.resources.etablissements.fields.name);
    expect(csvHeader(etablissements, name, english)).toBe(en.resources.etablissements.fields.name);
  });

  it('is the field’s name when the field has no label, not the humanised label the screens show', () => {
    const gadgets = defineResource({
      name: 'gadgets',
      recordRepresentation: 'released_on',
      fields: [{ name: 'released_on', kind: 'date' }],
    });
    const [, releasedOn] = csvFields(gadgets);
    expect(browser('resources.gadgets.fields.released_on')).toBe('Released on');
    expect(csvHeader(gadgets, releasedOn, browser)).toBe('released_on');
    expect(csvHeader(gadgets, releasedOn, t)).toBe('released_on');
    // Which the import maps back to its field.
    expect(autoMapping(gadgets, ['released_on'], [t, english])).toEqual(['released_on']);
  });
});
