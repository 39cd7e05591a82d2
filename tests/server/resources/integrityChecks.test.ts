/**
 * The checks a write makes inside its transaction (server/resources/integrityChecks.ts), on a real
 * database the server's own schema sync made, without starting the app (fast enough for mutation
 * testing): a value already used is refused with a sentence naming the value and the field, and a
 * reference to a record that does not exist is refused on the field that holds it.
 */
import { describe, expect, it } from 'vitest';
import { checkReferences, checkUnique, type TrashedHolders } from '../../../server/resources/integrityChecks';
import type { ResourceModel } from '../../../server/resources/model';
import { declaredStores, type DeclaredStores } from '../support/declaredStores';
import { databaseOfTheseTests } from '../support/testDatabase';

const database = databaseOfTheseTests();
let areas: DeclaredStores;
let schoolKey: unknown;

/**
 * Made by the first test rather than in a beforeAll: Stryker counts a failed hook as no failure,
 * so a mutant breaking the set-up would survive.
 */
let ready: Promise<void> | undefined;

async function prepare(): Promise<void> {
  areas = await declaredStores(database());
  await store('hashtags').insert({ columns: { label: 'arts', active: true }, lists: {} });
  await store('hashtags').insert({ columns: { label: 'nature', active: true }, lists: {} });
  schoolKey = await store('etablissements').insert({
    columns: { name: 'Collège Jean Moulin', uai: '0750001A', type: 'college', active: true },
    lists: {},
  });
}

async function area(name: string): Promise<ResourceModel> {
  await (ready ??= prepare());
  return areas.model(name);
}

const store = (name: string) => areas.store(name);

const noTrash: TrashedHolders = { holderOf: () => Promise.resolve(undefined) };

describe('a unique value already used', () => {
  it('is refused with 409, the sentence naming the value and the field’s label', async () => {
    const schools = await area('etablissements');
    await expect(checkUnique(schools, store('etablissements'), { uai: '0750001A' })).rejects.toMatchObject({
      statusCode: 409,
      field: 'uai',
      detail: 'La valeur « 0750001A » du champ « Code UAI » est déjà utilisée',
    });
  });

  it('is refused on a key people type (a hashtag’s label), whatever its case', async () => {
    const hashtags = await area('hashtags');
    await expect(checkUnique(hashtags, store('hashtags'), { label: 'ARTS' })).rejects.toMatchObject({
      statusCode: 409,
      field: 'label',
      detail: 'La valeur « ARTS » du champ « Libellé » est déjà utilisée',
    });
  });

  it('is accepted on the record that holds it (an update keeping its value)', async () => {
    const schools = await area('etablissements');
    await expect(
      checkUnique(schools, store('etablissements'), { uai: '0750001A' }, schoolKey as number),
    ).resolves.toBeUndefined();
  });

  it('a new value, or none sent, is accepted', async () => {
    const schools = await area('etablissements');
    await expect(
      checkUnique(schools, store('etablissements'), { uai: '0750002B' }, undefined, noTrash),
    ).resolves.toBeUndefined();
    await expect(checkUnique(schools, store('etablissements'), { uai: null })).resolves.toBeUndefined();
    await expect(checkUnique(schools, store('etablissements'), { name: 'Autre' })).resolves.toBeUndefined();
  });

  it('held by a record in the trash is refused with the record’s label and what to do', async () => {
    const schools = await area('etablissements');
    const asked: unknown[] = [];
    const trash: TrashedHolders = {
      holderOf: (model, field, value) => {
        asked.push([model.name, field, value]);
        return Promise.resolve(value === '0750003C' ? 'Lycée Victor Hugo' : undefined);
      },
    };
    await expect(
      checkUnique(schools, store('etablissements'), { uai: '0750003C' }, undefined, trash),
    ).rejects.toMatchObject({
      statusCode: 409,
      field: 'uai',
      detail:
        'La valeur « 0750003C » du champ « Code UAI » est déjà utilisée par « Lycée Victor Hugo », dans la corbeille : restaurez-le ou supprimez-le définitivement d’abord.',
    });
    expect(asked).toEqual([['etablissements', 'uai', '0750003C']]);
  });
});

describe('references to other records', () => {
  it('take the stored spelling of a text key', async () => {
    const activities = await area('activities');
    const values: Record<string, unknown> = { title: 'Jeu', hashtags: ['ARTS', 'Nature'] };
    await checkReferences(activities, values, areas.stores);
    expect(values).toEqual({ title: 'Jeu', hashtags: ['arts', 'nature'] });
  });

  it('to a record that does not exist are refused with 422 on the list item', async () => {
    const activities = await area('activities');
    await expect(
      checkReferences(
        activities,
        { hashtags: ['arts', 'inconnu'], etablissements: [schoolKey] },
        areas.stores,
      ),
    ).rejects.toMatchObject({
      statusCode: 422,
      detail: [{ loc: ['body', 'hashtags', 1], msg: 'Référence invalide', type: 'value_error' }],
    });
  });

  it('to a single record that does not exist are refused on the field', async () => {
    const users = await area('users');
    await expect(
      checkReferences(users, { etablissement_id: 987654, classes: [] }, areas.stores),
    ).rejects.toMatchObject({
      statusCode: 422,
      detail: [{ loc: ['body', 'etablissement_id'], msg: 'Référence invalide', type: 'value_error' }],
    });
  });

  it('an existing single reference is kept, an empty one is not looked up', async () => {
    const users = await area('users');
    const values: Record<string, unknown> = { etablissement_id: schoolKey, classes: null, first_name: 'Ada' };
    await checkReferences(users, values, areas.stores);
    expect(values).toEqual({ etablissement_id: schoolKey, classes: null, first_name: 'Ada' });
  });

  it('to an area this server does not hold are kept as given', async () => {
    const activities = await area('activities');
    const values: Record<string, unknown> = { hashtags: ['inconnu'] };
    await checkReferences(activities, values, new Map());
    expect(values).toEqual({ hashtags: ['inconnu'] });
  });
});
