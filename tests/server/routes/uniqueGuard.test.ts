/**
 * The engine's own unique guard behind every write route (`transact` in
 * server/resources/crudRoutes.ts, also used by the import and the restores): a write that meets
 * a unique index, because another request wrote the same value after the checks, answers 409
 * naming the field and the value written, and leaves nothing behind. Reached on a real database
 * by writing past the checks, as a racing request would; no app needed (fast enough for mutation
 * runs).
 */
import { expect, it } from 'vitest';
import { transact } from '../../../server/resources/crudRoutes';
import { declaredStores, type DeclaredStores } from '../support/declaredStores';
import { databaseOfTheseTests } from '../support/testDatabase';

const database = databaseOfTheseTests();
let ready: Promise<DeclaredStores> | undefined;
const areas = () => (ready ??= declaredStores(database()));

const school = (uai: string, name: string) => ({
  columns: { name, uai, type: 'college', active: true },
  lists: {},
});

it('a write meeting a unique index answers 409 naming the field and the value written, and writes nothing', async () => {
  const { model, store } = await areas();
  const schools = store('etablissements');
  await schools.insert(school('0750101A', 'Collège Rameau'));
  const values = { name: 'Collège Lully', uai: '0750101A' };
  const write = transact(
    database(),
    model('etablissements'),
    async () => {
      await schools.insert(school('0750102A', 'Collège Couperin'));
      return schools.insert(school(values.uai, values.name));
    },
    values,
  );
  await expect(write).rejects.toMatchObject({
    statusCode: 409,
    field: 'uai',
    detail: 'La valeur « 0750101A » du champ « Code UAI » est déjà utilisée',
  });
  expect(await schools.holderOf('uai', '0750102A', undefined)).toBeUndefined();
});

it('without the values written, the sentence names the field and the value when the engine says it, never an empty one', async () => {
  const { model, store } = await areas();
  const tags = store('hashtags');
  await tags.insert({ columns: { label: 'chant', active: true }, lists: {} });
  const write = transact(database(), model('hashtags'), () =>
    tags.insert({ columns: { label: 'chant', active: true }, lists: {} }),
  );
  // SQLite names the column, not the value: the sentence then names none; PostgreSQL names both.
  const error = (await write.catch((caught: unknown) => caught)) as {
    statusCode: number;
    field: string;
    detail: string;
  };
  expect({ statusCode: error.statusCode, field: error.field }).toEqual({ statusCode: 409, field: 'label' });
  expect(error.detail).toBe(
    database().engine === 'postgres'
      ? 'La valeur « chant » du champ « Libellé » est déjà utilisée'
      : 'La valeur du champ « Libellé » est déjà utilisée par un autre enregistrement',
  );
});

it('any other failure passes through unchanged, and the work’s answer comes back', async () => {
  const { model } = await areas();
  const failure = new Error('disque plein');
  await expect(transact(database(), model('themes'), () => Promise.reject(failure))).rejects.toBe(failure);
  expect(await transact(database(), model('themes'), () => Promise.resolve(42))).toBe(42);
});
