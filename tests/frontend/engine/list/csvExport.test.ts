/**
 * The list's CSV export as a user downloads it: the file's name and its cells, for people
 * (translated headers, referenced records and served options by their labels) and for machines
 * (field names, codes and keys), and an export that still happens when a label cannot be read.
 */
import type { DataProvider, RaRecord, ResourceDefinition } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fr } from '../../../../i18n/fr';
import { makeTranslate, type Messages } from '../../../../i18n/translate';
import { representRecord } from '../../../../resources/kit/fields';
import { exportCsv } from '../../../../src/engine/list/csvExport';
import { fixtureMessages, gadgets, labels, makers } from '../support/gadgets';

const translate = makeTranslate({ ...(fr as unknown as Messages), resources: fixtureMessages.resources });

const definitions: Record<string, ResourceDefinition> = {
  makers: { name: 'makers', recordRepresentation: (record) => representRecord(makers, record) },
  labels: { name: 'labels', recordRepresentation: (record) => representRecord(labels, record) },
};

const MAKERS: RaRecord[] = [
  { id: 1, first_name: 'Ada', last_name: 'Lovelace' },
  { id: 2, first_name: 'Alan', last_name: 'Turing' },
];

/** A data provider serving makers, labels and the languages list, recording the getMany calls. */
function provider(overrides: Partial<Record<string, unknown>> = {}) {
  const calls: { resource: string; ids: unknown[] }[] = [];
  const rows: Record<string, RaRecord[]> = {
    makers: MAKERS,
    labels: [
      { id: 'rouge', code: 'rouge' },
      { id: 'bleu', code: 'bleu' },
    ],
  };
  const dataProvider = {
    getMany: (resource: string, { ids }: { ids: unknown[] }) => {
      calls.push({ resource, ids });
      return Promise.resolve({ data: rows[resource].filter((row) => ids.includes(row.id)) });
    },
    getOptions: () =>
      Promise.resolve([
        { value: 'en', label: 'Anglais' },
        { value: 'fr', label: 'Français' },
      ]),
    ...overrides,
  } as unknown as DataProvider;
  return { dataProvider, calls };
}

/** The downloads the export starts: file name and text (BOM left out). */
function downloads() {
  const files: { name: string; blob: Blob }[] = [];
  let lastBlob: Blob | undefined;
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:export';
    }),
    revokeObjectURL: vi.fn(),
  });
  // The download itself is the browser's business: the link's name and content are ours.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.getAttribute('download') ?? '', blob: lastBlob as Blob });
  });
  return files;
}

/** The bytes of a Blob (jsdom's Blob has no text()). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder().decode(new Uint8Array(reader.result as ArrayBuffer).slice(3)));
    reader.readAsArrayBuffer(blob);
  });
}

/** The file's rows as objects keyed by header. */
async function table(blob: Blob): Promise<{ header: string[]; rows: Record<string, string>[] }> {
  const [first, ...lines] = (await readText(blob)).split('\r\n').filter((line) => line !== '');
  const header = first.split(';');
  return {
    header,
    rows: lines.map((line) =>
      Object.fromEntries(line.split(';').map((cell, index) => [header[index], cell])),
    ),
  };
}

const BOUSSOLE: RaRecord = {
  id: 1,
  title: 'Boussole',
  active: true,
  size: 'large',
  language: 'en',
  maker_id: 1,
  labels: ['rouge', 'bleu'],
};

let files: ReturnType<typeof downloads>;
beforeEach(() => {
  files = downloads();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the list export for people', () => {
  it('downloads the area file with translated headers and every label read', async () => {
    const { dataProvider } = provider();
    await exportCsv([BOUSSOLE], dataProvider, { declaration: gadgets, translate, definitions });
    expect(files.map((file) => file.name)).toEqual(['gadgets.csv']);
    const { header, rows } = await table(files[0].blob);
    expect(header).toContain('Titre');
    expect(header).toContain('Fabricant');
    expect(header).not.toContain('Secret');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: '1',
      Titre: 'Boussole',
      Fabricant: 'Ada Lovelace',
      Étiquettes: 'rouge | bleu',
      Taille: 'Grand',
      Langue: 'Anglais',
      Actif: 'Oui',
    });
  });

  it('asks the served lists only for the enums that name one, once each', async () => {
    const asked: unknown[] = [];
    const { dataProvider } = provider({
      getOptions: (path: unknown) => {
        asked.push(path);
        return Promise.resolve([{ value: 'en', label: 'Anglais' }]);
      },
    });
    await exportCsv([BOUSSOLE, { ...BOUSSOLE, id: 2 }], dataProvider, {
      declaration: gadgets,
      translate,
      definitions,
    });
    expect(asked).toEqual(['config/languages']);
  });

  it('reads the labels once per area, only for the keys the rows hold', async () => {
    const { dataProvider, calls } = provider();
    const sextant = { id: 2, title: 'Sextant', maker_id: 2, labels: ['bleu'] };
    const nobody = { id: 3, title: 'Astrolabe', maker_id: null, labels: null };
    await exportCsv([BOUSSOLE, sextant, nobody], dataProvider, {
      declaration: gadgets,
      translate,
      definitions,
    });
    expect(calls).toEqual([
      { resource: 'makers', ids: [1, 2] },
      { resource: 'labels', ids: ['rouge', 'bleu'] },
    ]);
    const { rows } = await table(files[0].blob);
    expect(rows.map((row) => row.Fabricant)).toEqual(['Ada Lovelace', 'Alan Turing', '']);
  });

  it('reads the labels of many records in batches of 200', async () => {
    const many = Array.from({ length: 401 }, (_, index) => ({
      id: index + 1,
      first_name: 'N',
      last_name: `${index + 1}`,
    }));
    const { dataProvider, calls } = provider({
      getMany: (resource: string, { ids }: { ids: number[] }) => {
        calls.push({ resource, ids });
        return Promise.resolve({ data: many.filter((row) => ids.includes(row.id)) });
      },
    });
    const records = many.map((maker) => ({ id: maker.id, title: `G${maker.id}`, maker_id: maker.id }));
    await exportCsv(records, dataProvider, { declaration: gadgets, translate, definitions });
    expect(calls.map((call) => [call.resource, call.ids.length, call.ids[0]])).toEqual([
      ['makers', 200, 1],
      ['makers', 200, 201],
      ['makers', 1, 401],
    ]);
    const { rows } = await table(files[0].blob);
    expect(rows.map((row) => row.Fabricant)).toEqual(many.map((maker) => `N ${maker.last_name}`));
  });

  it('still exports, with the keys, when the labels cannot be read', async () => {
    const { dataProvider } = provider({
      getMany: () => Promise.reject(new Error('réseau coupé')),
      getOptions: () => Promise.reject(new Error('réseau coupé')),
    });
    await exportCsv([BOUSSOLE], dataProvider, { declaration: gadgets, translate, definitions });
    const { rows } = await table(files[0].blob);
    expect(rows[0]).toMatchObject({
      Fabricant: '1',
      Étiquettes: 'rouge | bleu',
      Langue: 'en',
      Taille: 'Grand',
    });
  });

  it('keeps the codes of a served list when the data provider serves no lists', async () => {
    const { dataProvider } = provider({ getOptions: undefined });
    await exportCsv([BOUSSOLE], dataProvider, { declaration: gadgets, translate, definitions });
    const { rows } = await table(files[0].blob);
    expect(rows[0]).toMatchObject({ Langue: 'en', Fabricant: 'Ada Lovelace' });
  });

  it('fills the key column of an area keyed by its own field from the record id', async () => {
    const { dataProvider } = provider();
    await exportCsv([{ id: 'vert', caption: 'Vert' }], dataProvider, {
      declaration: labels,
      translate,
      definitions,
    });
    expect(files[0].name).toBe('labels.csv');
    const { rows } = await table(files[0].blob);
    expect(rows[0]).toMatchObject({ Code: 'vert', Légende: 'Vert' });
  });
});

describe('the list export for machines', () => {
  it('downloads field names, codes and keys, without reading any label', async () => {
    const { dataProvider, calls } = provider({
      getOptions: () => {
        throw new Error('not asked');
      },
    });
    await exportCsv([BOUSSOLE], dataProvider, { declaration: gadgets, translate, definitions }, 'codes');
    expect(calls).toEqual([]);
    expect(files.map((file) => file.name)).toEqual(['gadgets-codes.csv']);
    const { header, rows } = await table(files[0].blob);
    expect(header).toContain('title');
    expect(header).not.toContain('secret');
    expect(rows[0]).toMatchObject({
      id: '1',
      title: 'Boussole',
      maker_id: '1',
      labels: 'rouge | bleu',
      size: 'large',
      language: 'en',
      active: 'true',
    });
    // A field the record lacks stays empty: only the key column falls back on the record's id.
    expect(rows[0]).toMatchObject({ notes: '', price: '' });
  });

  it('fills the key column of an area keyed by its own field from the record id', async () => {
    const { dataProvider } = provider();
    await exportCsv(
      [{ id: 'vert', caption: 'Vert' }],
      dataProvider,
      { declaration: labels, translate, definitions },
      'codes',
    );
    expect(files[0].name).toBe('labels-codes.csv');
    const { header, rows } = await table(files[0].blob);
    expect(header).toEqual(['code', 'caption']);
    expect(rows[0]).toEqual({ code: 'vert', caption: 'Vert' });
  });
});
