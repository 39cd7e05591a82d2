/**
 * One value and its CSV cell (resources/kit/csvValues.ts): the cell the list export writes, for
 * people (labels) or for machines (codes), and the value the import reads from a cell.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { makeTranslate, type Messages } from '../../i18n/translate';
import { CellError, codeCell, formatCell, parseCell } from '../../resources/kit/csvValues';
import { defineResource, type FieldDeclaration } from '../../resources/kit/defineResource';

const t = makeTranslate(fr as unknown as Messages);
const english = makeTranslate(en as unknown as Messages, 'en');

const title: FieldDeclaration = { name: 'title', kind: 'text' };
const stock: FieldDeclaration = { name: 'stock', kind: 'integer' };
const active: FieldDeclaration = { name: 'active', kind: 'boolean' };
const size: FieldDeclaration = { name: 'size', kind: 'enum', values: ['small', 'large'] };
const makers: FieldDeclaration = { name: 'makers', kind: 'referenceList', target: 'makers' };
const parts: FieldDeclaration = {
  name: 'parts',
  kind: 'objectList',
  fields: [
    { name: 'part', kind: 'text' },
    { name: 'count', kind: 'integer' },
  ],
};
const gadgets = defineResource({
  name: 'gadgets',
  recordRepresentation: 'title',
  fields: [title, stock, active, size, makers, parts],
});

const format = {
  translate: t,
  referenceLabel: (_target: string, key: string | number) => `Fabricant ${key}`,
};
const parse = {
  translations: [t, english],
  resolveReference: (_target: string, text: string) => Number(text.replace('Fabricant ', '')),
};

/** The message the import shows for a cell it cannot read, or the value read. */
function read(field: FieldDeclaration, cell: string, context = parse): unknown {
  try {
    return parseCell(gadgets, field, cell, context);
  } catch (error) {
    if (!(error instanceof CellError)) throw error;
    return { refused: t(error.messageKey, error.options) };
  }
}

describe('an exported cell for people', () => {
  it('is empty for a field without a value, whatever its kind (not « Non » for a boolean)', () => {
    for (const field of [title, stock, active, size, makers, parts]) {
      expect(formatCell(gadgets, field, null, format), field.name).toBe('');
      expect(formatCell(gadgets, field, undefined, format), field.name).toBe('');
    }
    expect(formatCell(gadgets, active, false, format)).toBe('Non');
  });
});

describe('an exported cell for machines (codes)', () => {
  it('is empty for a field without a value', () => {
    for (const field of [title, stock, active, size, makers, parts]) {
      expect(codeCell(field, null), field.name).toBe('');
      expect(codeCell(field, undefined), field.name).toBe('');
    }
  });

  it('holds the value as the API gives it: text, number, true/false, code', () => {
    expect(codeCell(title, 'Boussole')).toBe('Boussole');
    expect(codeCell(stock, 12)).toBe('12');
    expect(codeCell(active, false)).toBe('false');
    expect(codeCell(size, 'large')).toBe('large');
  });

  it('joins a reference list’s keys with « | » and writes an object list as JSON', () => {
    expect(codeCell(makers, [3, 7])).toBe('3 | 7');
    const list = [{ part: 'aiguille', count: 2 }];
    expect(codeCell(parts, list)).toBe('[{"part":"aiguille","count":2}]');
    expect(read(parts, codeCell(parts, list))).toEqual(list);
    expect(read(makers, codeCell(makers, [3, 7]))).toEqual([3, 7]);
  });
});

describe('an imported cell', () => {
  it('is the kind’s empty value when empty or blank: no value, or an empty list', () => {
    for (const cell of ['', '   ']) {
      expect(read(title, cell)).toBeNull();
      expect(read(stock, cell)).toBeNull();
      expect(read(active, cell)).toBeNull();
      expect(read(size, cell)).toBeNull();
      expect(read(makers, cell)).toEqual([]);
      expect(read(parts, cell)).toEqual([]);
    }
  });

  it('is read without the spaces around it', () => {
    expect(read(size, '  large ')).toBe('large');
    expect(read(active, ' Oui ')).toBe(true);
    expect(read(makers, ' Fabricant 3 |  Fabricant 7 ')).toEqual([3, 7]);
  });

  it('loses the apostrophe the export put before a formula, and only that one', () => {
    expect(read(title, "'=1+1")).toBe('=1+1');
    expect(read(title, "''@SUM(A1)")).toBe("'@SUM(A1)");
    expect(read(title, "'texte")).toBe("'texte");
    expect(read(title, 'A-12')).toBe('A-12');
    expect(read(stock, "'-5")).toBe('-5');
  });

  it('refuses an object list that is not JSON, with the French message', () => {
    expect(read(parts, 'aiguille, 2')).toEqual({ refused: 'Liste invalide' });
  });
});

describe('a yes/no cell in a language of the app', () => {
  // A language whose words for yes and no are not among the built-in ones (oui, yes, vrai, x...).
  const italian = makeTranslate({ ra: { boolean: { true: 'Sì', false: 'No' } } }, 'it');
  const withItalian = { ...parse, translations: [t, english, italian] };

  it('is read by its label, ignoring case', () => {
    expect(read(active, 'Sì', withItalian)).toBe(true);
    expect(read(active, 'SÌ', withItalian)).toBe(true);
    expect(read(active, 'sì', withItalian)).toBe(true);
  });

  it('is refused when its accents differ, with the French message', () => {
    expect(read(active, 'si', withItalian)).toEqual({ refused: fr.validation.boolean });
    expect(read(active, 'Sì')).toEqual({ refused: fr.validation.boolean });
  });
});
