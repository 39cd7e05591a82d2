/**
 * A create or update body as an API caller sends it, checked by validateRecord
 * (server/resources/validateRecord.ts) with the areas' real declarations: the values the server
 * stores, and the 422 with French messages a caller gets. No app nor database: fast enough for
 * mutation testing.
 */
import { describe, expect, it } from 'vitest';
import { loadDeclarations } from '../../../server/resources/loadDeclarations';
import { buildModels, type KeyType, type ResourceModel } from '../../../server/resources/model';
import { passwordOptional } from '../../../server/resources/passwordOptional';
import { validateRecord } from '../../../server/resources/validateRecord';
import type { SchemaMode } from '../../../resources/kit/schema';

let models: Promise<Map<string, ResourceModel>> | undefined;

async function area(name: string): Promise<ResourceModel> {
  const all = await (models ??= loadDeclarations().then(buildModels));
  return all.get(name) as ResourceModel;
}

async function keyTypes(): Promise<Map<string, KeyType>> {
  const all = await (models ??= loadDeclarations().then(buildModels));
  return new Map([...all.values()].map((model) => [model.name, model.keyType]));
}

async function validate(name: string, body: unknown, mode: SchemaMode): Promise<Record<string, unknown>> {
  return validateRecord(await area(name), body, mode, await keyTypes());
}

/** The 422 a body gets: its field errors. */
async function refusal(name: string, body: unknown, mode: SchemaMode): Promise<unknown> {
  try {
    await validate(name, body, mode);
  } catch (error) {
    expect(error).toMatchObject({ statusCode: 422 });
    return (error as { detail: unknown }).detail;
  }
  throw new Error('the body was accepted');
}

const SCHOOL = { name: 'Collège Jean Moulin', uai: '0750001a', type: 'college' };

describe('a body that is not a JSON object', () => {
  it.each([
    ['a list', [SCHOOL]],
    ['a text', 'Collège'],
    ['null', null],
  ])('(%s) is refused as a whole', async (_, body) => {
    expect(await refusal('etablissements', body, 'create')).toEqual([
      { loc: ['body'], msg: 'Le corps de la requête doit être un objet JSON', type: 'model_attributes_type' },
    ]);
  });
});

describe('a create', () => {
  it('stores every writable field: defaults applied, transforms made, the rest empty', async () => {
    expect(
      await validate('etablissements', { ...SCHOOL, id: 99, created_at: 'x', colour: 'red' }, 'create'),
    ).toEqual({
      name: 'Collège Jean Moulin',
      uai: '0750001A',
      type: 'college',
      address: null,
      postal_code: null,
      city: null,
      email: null,
      phone: null,
      active: true,
    });
  });

  it('keeps a default the body overrides', async () => {
    expect(await validate('etablissements', { ...SCHOOL, active: false }, 'create')).toMatchObject({
      active: false,
    });
  });

  it('refuses a missing required field as missing, a wrong value as a value error', async () => {
    expect(await refusal('etablissements', { name: 'Collège', uai: '12' }, 'create')).toEqual(
      expect.arrayContaining([
        { loc: ['body', 'type'], msg: 'Ce champ est obligatoire', type: 'missing' },
        {
          loc: ['body', 'uai'],
          msg: 'Le code UAI doit comporter 7 chiffres suivis d’une lettre (ex. 0751234A)',
          type: 'value_error',
        },
      ]),
    );
  });

  it('gives a reference list never sent as an empty list', async () => {
    const values = await validate(
      'activities',
      { title: 'Jeu de piste', type: 'quiz', language: 'fr' },
      'create',
    );
    expect(values).toMatchObject({ hashtags: [], etablissements: [], theme_id: null, duration_minutes: 30 });
    // The dates are the server's: a create names neither, not even empty.
    expect(values).not.toHaveProperty('created_at');
    expect(values).not.toHaveProperty('updated_at');
  });

  it('refuses a code the served option list does not hold (an activity’s type)', async () => {
    // Models of its own: a model's schema is compiled once, and a mutation run credits that to the
    // test that compiles it (tests/README.md § "Mutation testing", note ²).
    const own = await loadDeclarations().then(buildModels);
    const keys = new Map([...own.values()].map((model) => [model.name, model.keyType]));
    const activities = own.get('activities') as ResourceModel;
    const activity = { title: 'Jeu de piste', language: 'fr' };
    expect(() => validateRecord(activities, { ...activity, type: 'danse' }, 'create', keys)).toThrow(
      expect.objectContaining({
        statusCode: 422,
        detail: [{ loc: ['body', 'type'], msg: 'Valeur non autorisée', type: 'value_error' }],
      }),
    );
    expect(validateRecord(activities, { ...activity, type: 'workshop' }, 'create', keys)).toMatchObject({
      type: 'workshop',
    });
  });

  it('requires an account’s password, unless the model makes it optional (restore, import)', async () => {
    const account = { first_name: 'Ada', last_name: 'Lovelace', email: 'ADA@exemple.fr', role: 'admin' };
    expect(await refusal('users', account, 'create')).toEqual(
      expect.arrayContaining([expect.objectContaining({ loc: ['body', 'password'], type: 'missing' })]),
    );
    const optional = passwordOptional(await area('users'));
    expect(optional).toBe(passwordOptional(await area('users')));
    expect(validateRecord(optional, account, 'create', await keyTypes())).toMatchObject({
      email: 'ada@exemple.fr',
      password: null,
    });
  });
});

describe('an update', () => {
  it('stores only the fields sent', async () => {
    expect(await validate('etablissements', { city: 'Lyon', id: 4 }, 'edit')).toEqual({ city: 'Lyon' });
  });

  it('of a template that leaves its questions alone stores no questions at all', async () => {
    const values = await validate('satisfaction-templates', { name: 'Bilan de fin d’année' }, 'edit');
    expect(Object.keys(values)).toEqual(['name']);
  });

  it('keeps the current password when the one sent is empty, changes it otherwise', async () => {
    const kept = await validate('users', { first_name: 'Ada', password: '' }, 'edit');
    expect(kept).toEqual({ first_name: 'Ada' });
    // No password entry at all, not one left undefined: the update stores the fields it is given.
    expect(Object.keys(kept)).toEqual(['first_name']);
    expect(await validate('users', { password: 'un mot de passe' }, 'edit')).toEqual({
      password: 'un mot de passe',
    });
  });

  it('empties a reference list sent as null', async () => {
    expect(await validate('activities', { hashtags: null }, 'edit')).toEqual({ hashtags: [] });
  });
});

describe('references in a body', () => {
  it('to an integer key accept its digits, trimmed, and refuse words', async () => {
    expect(await validate('activities', { theme_id: ' 12 ', etablissements: [3, '4'] }, 'edit')).toEqual({
      theme_id: 12,
      etablissements: [3, 4],
    });
    expect(await refusal('activities', { theme_id: 'douze' }, 'edit')).toEqual([
      { loc: ['body', 'theme_id'], msg: 'Référence invalide', type: 'value_error' },
    ]);
    expect(await refusal('activities', { etablissements: [3, 'trois', 2.5] }, 'edit')).toEqual([
      { loc: ['body', 'etablissements', 1], msg: 'Référence invalide', type: 'value_error' },
      { loc: ['body', 'etablissements', 2], msg: 'Référence invalide', type: 'value_error' },
    ]);
  });

  it('to an integer key refuse blanks, digits mixed with other characters and more than 15 digits', async () => {
    expect(await validate('activities', { theme_id: '123456789012345' }, 'edit')).toEqual({
      theme_id: 123456789012345,
    });
    for (const sent of ['n12', '12n', '1 2', '1234567890123456', '12.5', '   ']) {
      expect(await refusal('activities', { theme_id: sent }, 'edit')).toEqual([
        { loc: ['body', 'theme_id'], msg: 'Référence invalide', type: 'value_error' },
      ]);
    }
  });

  it('in a list refuse an item that is neither a text nor a number, in French, at its place', async () => {
    expect(await refusal('activities', { hashtags: ['arts', true, null, { code: 'x' }] }, 'edit')).toEqual([
      { loc: ['body', 'hashtags', 1], msg: 'Référence invalide', type: 'value_error' },
      { loc: ['body', 'hashtags', 2], msg: 'Référence invalide', type: 'value_error' },
      { loc: ['body', 'hashtags', 3], msg: 'Référence invalide', type: 'value_error' },
    ]);
    // JSON.parse reads 1e999 as Infinity: refused by the schema before any key is made of it.
    expect(await refusal('activities', JSON.parse('{"hashtags": [1e999]}'), 'edit')).toEqual([
      { loc: ['body', 'hashtags', 0], msg: 'Référence invalide', type: 'value_error' },
    ]);
  });

  it('to a text key are trimmed, numbers written as text, blanks refused', async () => {
    expect(await validate('activities', { hashtags: [' arts ', 7] }, 'edit')).toEqual({
      hashtags: ['arts', '7'],
    });
    expect(await refusal('activities', { hashtags: ['arts', '  '] }, 'edit')).toEqual([
      { loc: ['body', 'hashtags', 1], msg: 'Référence invalide', type: 'value_error' },
    ]);
  });

  it('name each record once in a list, whatever the case', async () => {
    expect(await validate('activities', { hashtags: ['arts', 'Arts', 'nature', 'arts'] }, 'edit')).toEqual({
      hashtags: ['arts', 'nature'],
    });
    expect(await validate('activities', { etablissements: [3, '3', 4] }, 'edit')).toEqual({
      etablissements: [3, 4],
    });
  });
});

describe('a list of items (a satisfaction template’s questions)', () => {
  it('fills each item’s defaults and gives every declared sub-field, empty ones null', async () => {
    const values = await validate(
      'satisfaction-templates',
      {
        name: 'Bilan',
        domain_id: 1,
        questions: [{ label: 'Utile ?' }, { label: 'Remarques', kind: 'free_text', required: false }],
      },
      'create',
    );
    expect(values.questions).toEqual([
      { label: 'Utile ?', kind: 'scale', options: null, required: true },
      { label: 'Remarques', kind: 'free_text', options: null, required: false },
    ]);
  });

  it('gives an empty sub-field null, whether sent empty or left out', async () => {
    const values = await validate(
      'satisfaction-templates',
      {
        questions: [{ label: 'Couleur ?', kind: 'single_choice', options: '' }, { label: 'Note' }],
      },
      'edit',
    );
    expect(values.questions).toEqual([
      { label: 'Couleur ?', kind: 'single_choice', options: null, required: true },
      { label: 'Note', kind: 'scale', options: null, required: true },
    ]);
  });

  it('refuses the questions sent as one text: not a list', async () => {
    expect(await refusal('satisfaction-templates', { questions: 'Utile ?' }, 'edit')).toEqual([
      { loc: ['body', 'questions'], msg: 'Liste invalide', type: 'value_error' },
    ]);
  });

  it('refuses a question sent as a text, in French, at its place', async () => {
    expect(
      await refusal('satisfaction-templates', { questions: ['Utile ?', { label: 'Remarques' }] }, 'edit'),
    ).toEqual([
      {
        loc: ['body', 'questions', 0],
        msg: 'Chaque élément de la liste doit être un objet',
        type: 'value_error',
      },
    ]);
  });
});
