/**
 * The field-kind registry (resources/kit/kinds): every kind answers for every layer, a secret kind
 * stays out of every place a value could leak, and the OpenAPI request bodies, converted from the
 * validation schema, accept and refuse what the validation does.
 */
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { fr } from '../../i18n/fr';
import { makeTranslate, type Messages } from '../../i18n/translate';
import { MEDIA_PATH_MAX_LENGTH } from '../../resources/contracts/mediaRules';
import { csvFields, formatCell, parseCell } from '../../resources/kit/csvValues';
import { defineResource, type FieldKind } from '../../resources/kit/defineResource';
import { placement } from '../../resources/kit/fields';
import { FIELD_KINDS, KINDS } from '../../resources/kit/kinds';
import type { FieldOf } from '../../resources/kit/kinds/types';
import { REFERENCE_LIST_MAX_ITEMS } from '../../resources/kit/referenceListCap';
import { fieldSchema } from '../../resources/kit/schema';
import { changesBetween, snapshotOf } from '../../server/history/recordChanges';
import { STORAGE } from '../../server/resources/kindStorage';
import { buildModels } from '../../server/resources/model';
import { bodySchema, recordSchema } from '../../server/resources/openapiSchemas';
import { toRecord } from '../../server/resources/recordCodec';
import { recordValidationSchema } from '../../server/resources/validateRecord';
import { createDefaults } from '../../src/engine/form/formValues';
import { declarations } from './declarations';

const t = makeTranslate(fr as unknown as Messages);

/** One field of every kind: a kind missing here does not compile. */
const SAMPLES: { [K in FieldKind]: FieldOf<K> } = {
  text: { name: 'title', kind: 'text' },
  longText: { name: 'notes', kind: 'longText' },
  email: { name: 'contact', kind: 'email' },
  url: { name: 'website', kind: 'url' },
  password: { name: 'secret', kind: 'password' },
  color: { name: 'tint', kind: 'color' },
  number: { name: 'price', kind: 'number' },
  integer: { name: 'stock', kind: 'integer' },
  boolean: { name: 'active', kind: 'boolean' },
  date: { name: 'released_on', kind: 'date' },
  datetime: { name: 'checked_at', kind: 'datetime' },
  enum: { name: 'size', kind: 'enum', values: ['small', 'large'] },
  reference: { name: 'maker_id', kind: 'reference', target: 'makers' },
  referenceList: { name: 'labels', kind: 'referenceList', target: 'makers' },
  mediaImage: { name: 'picture', kind: 'mediaImage', directory: 'cartes' },
  objectList: { name: 'parts', kind: 'objectList', fields: [{ name: 'part', kind: 'text' }] },
  computed: { name: 'uses', kind: 'computed', count: { resource: 'makers', via: 'favourite_gadget' } },
};

const makers = defineResource({
  name: 'makers',
  recordRepresentation: 'name',
  fields: [
    { name: 'name', kind: 'text' },
    { name: 'favourite_gadget', kind: 'reference', target: 'gadgets' },
  ],
});

describe('the field-kind registry', () => {
  it('has a descriptor for every kind, each answering for every layer', () => {
    expect([...FIELD_KINDS].sort()).toEqual(Object.keys(SAMPLES).sort());
    for (const kind of FIELD_KINDS) {
      const descriptor = KINDS[kind];
      const field = SAMPLES[kind];
      // Validation (form and server) builds a schema for the field.
      expect(fieldSchema(field, 'create', t).safeParse(null).success, kind).toBe(true);
      // Storage: the server maps the kind's storage to SQLite.
      expect(STORAGE[descriptor.storage], kind).toBeDefined();
      // OpenAPI: the piece the zod conversion lacks is a JSON object.
      expect(typeof descriptor.jsonSchema(field as never), kind).toBe('object');
      // CSV: every stored kind has a cell, both ways.
      if (descriptor.storage === 'computed') expect(descriptor.csv, kind).toBeNull();
      else expect(descriptor.csv, kind).not.toBeNull();
      // Placement: a default for the list and the filters.
      expect(typeof placement(field).list, kind).toBe('boolean');
    }
  });

  it('refuses control and direction characters in every kind typed as text, tab and line feed in long text only', () => {
    const typed: FieldKind[] = ['text', 'longText', 'email', 'url', 'password', 'color'];
    const message = (code: string) => fr.validation.refusedCharacter.replace('%{code}', code);
    for (const kind of typed) {
      const schema = fieldSchema(SAMPLES[kind], 'create', t);
      const result = schema.safeParse('a\u202Eb');
      expect(
        result.error?.issues.map((issue) => issue.message),
        kind,
      ).toEqual([message('U+202E')]);
      const tabbed = schema.safeParse('a\tb');
      if (kind === 'longText') expect(tabbed.success, kind).toBe(true);
      else expect(tabbed.error?.issues[0]?.message, kind).toBe(message('U+0009'));
    }
  });

  it('writes an exported cell that the import reads back as the same value', () => {
    const declaration = defineResource({ name: 'gadgets', recordRepresentation: 'title', fields: [] });
    const format = { translate: t, referenceLabel: (_target: string, key: string | number) => `#${key}` };
    const parse = {
      translations: [t],
      resolveReference: (_target: string, text: string) => Number(text.slice(1)),
    };
    const values: Partial<Record<FieldKind, unknown>> = {
      text: 'Boussole',
      boolean: false,
      enum: 'large',
      reference: 7,
      referenceList: [7, 9],
      objectList: [{ part: 'aiguille' }],
      date: '2024-05-01',
    };
    for (const [kind, value] of Object.entries(values)) {
      const field = SAMPLES[kind as FieldKind];
      const cell = formatCell(declaration, field, value, format);
      expect(parseCell(declaration, field, cell, parse), kind).toEqual(value);
    }
  });

  it('starts a new record with « no » for a checkbox and an empty list for a reference list', () => {
    const gadgets = defineResource({
      name: 'gadgets',
      recordRepresentation: 'title',
      fields: [SAMPLES.text, SAMPLES.boolean, SAMPLES.referenceList, SAMPLES.enum],
    });
    expect(createDefaults(gadgets)).toEqual({ active: false, labels: [] });
  });
});

describe('a secret kind', () => {
  const secretKinds = FIELD_KINDS.filter((kind) => KINDS[kind].secret);
  // Declared with every placement asked for, to show the kind wins over the declaration.
  const gadgets = defineResource({
    name: 'gadgets',
    recordRepresentation: 'title',
    fields: [
      { name: 'title', kind: 'text' },
      ...secretKinds.map((kind) => ({
        ...SAMPLES[kind],
        show: { list: true, filter: true },
        sortable: true,
      })),
    ],
  });
  const models = buildModels([gadgets, makers]);
  const model = models.get('gadgets')!;
  const secretNames = secretKinds.map((kind) => SAMPLES[kind].name);

  it('exists (passwords) and is hashed before it is stored', () => {
    expect(secretKinds).toEqual(['password']);
    for (const kind of secretKinds) expect(KINDS[kind].hashed).toBe(true);
  });

  it('is never an export column', () => {
    const columns = csvFields(gadgets).map((f) => f.name);
    for (const name of secretNames) expect(columns).not.toContain(name);
  });

  it('is never returned nor documented as returned', () => {
    const row = { id: 1, title: 'Boussole', secret: 'scrypt$hash', created_at: 'x', updated_at: 'x' };
    const record = toRecord(model, row, undefined);
    const documented = recordSchema(model, models).properties as Record<string, unknown>;
    for (const name of secretNames) {
      expect(record).not.toHaveProperty(name);
      expect(documented).not.toHaveProperty(name);
    }
  });

  it('never enters the history: no snapshot value, a change without values', () => {
    const before = { id: 1, title: 'Boussole', secret: 'old' };
    const after = { id: 1, title: 'Boussole', secret: 'new' };
    expect(snapshotOf(model, after)).toEqual({ id: 1, title: 'Boussole' });
    expect(changesBetween(model, before, after, secretNames)).toEqual(
      secretNames.map((field) => ({ field, before: null, after: null, secret: true })),
    );
  });

  it('is neither sorted nor filtered on by the server', () => {
    for (const name of secretNames) expect(model.filterable.has(name)).toBe(false);
  });
});

describe('the OpenAPI request bodies', () => {
  const models = buildModels(declarations);
  // Formats are annotations here: zod checks dates with a pattern, which the schema carries too.
  const ajv = new Ajv({ strict: false, validateFormats: false });

  function agree(area: string, mode: 'create' | 'edit', sample: Record<string, unknown>) {
    const model = models.get(area)!;
    const documented = ajv.validate(bodySchema(model, mode), sample);
    const validated = recordValidationSchema(model, mode).safeParse(sample).success;
    return { documented, validated };
  }

  const samples: [string, 'create' | 'edit', Record<string, unknown>, boolean][] = [
    [
      'users',
      'create',
      {
        first_name: 'Léa',
        last_name: 'Martin',
        email: 'lea@test.fr',
        role: 'student',
        password: 'mon-mot-de-passe',
      },
      true,
    ],
    [
      'users',
      'create',
      { first_name: 'Léa', last_name: 'Martin', email: 'lea@test.fr', role: 'student' },
      false,
    ],
    [
      'users',
      'create',
      {
        first_name: 'Léa',
        last_name: 'Martin',
        email: 'pas-un-email',
        role: 'student',
        password: 'mon-mot-de-passe',
      },
      false,
    ],
    [
      'users',
      'create',
      {
        first_name: 'Léa',
        last_name: 'Martin',
        email: 'lea@test.fr',
        role: 'pirate',
        password: 'mon-mot-de-passe',
      },
      false,
    ],
    [
      'users',
      'create',
      { first_name: 'Léa', last_name: 'Martin', email: 'lea@test.fr', role: 'student', password: 'court' },
      false,
    ],
    ['users', 'edit', { last_name: 'Durand', active: false }, true],
    ['users', 'edit', { active: 'oui' }, false],
    ['users', 'edit', { first_name: 'x'.repeat(81) }, false],
  ];

  it.each(samples)('%s (%s) %j: valid = %s in both', (area, mode, sample, valid) => {
    expect(agree(area, mode, sample)).toEqual({ documented: valid, validated: valid });
  });

  it('documents what a kind adds to its converted rules: date formats, caps, a write-only password', () => {
    const gadgets = defineResource({
      name: 'gadgets',
      recordRepresentation: 'title',
      fields: [
        SAMPLES.text,
        SAMPLES.date,
        SAMPLES.datetime,
        SAMPLES.password,
        SAMPLES.mediaImage,
        SAMPLES.referenceList,
        SAMPLES.computed,
      ],
    });
    const gadgetModels = buildModels([gadgets, makers]);
    const model = gadgetModels.get('gadgets')!;
    const body = bodySchema(model, 'create').properties as Record<string, Record<string, unknown>>;
    expect(body.released_on).toMatchObject({ type: 'string', format: 'date' });
    expect(body.checked_at).toMatchObject({ type: 'string', format: 'date-time' });
    expect(body.secret).toMatchObject({ type: 'string', writeOnly: true });
    expect(body.picture).toMatchObject({ type: 'string', maxLength: MEDIA_PATH_MAX_LENGTH });
    expect(body.labels).toMatchObject({ type: 'array', maxItems: REFERENCE_LIST_MAX_ITEMS });
    expect(body).not.toHaveProperty('uses');
    const stored = recordSchema(model, gadgetModels).properties as Record<string, unknown>;
    expect(stored.uses).toEqual({ type: 'integer', readOnly: true, nullable: true });
  });

  it('describes an object list item by its own fields', () => {
    const model = models.get('satisfaction-templates')!;
    const body = bodySchema(model, 'create') as { properties: Record<string, { items?: unknown }> };
    const questions = { label: 'Avez-vous aimé ?', kind: 'yes_no' };
    expect(ajv.validate(body.properties.questions, [questions])).toBe(true);
    expect(ajv.validate(body.properties.questions, [{ ...questions, kind: 'poème' }])).toBe(false);
    expect(ajv.validate(body.properties.questions, [])).toBe(false);
  });
});
