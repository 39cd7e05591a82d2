/**
 * The database's own unique guard, met by an undo's write that its checks let through (a writer
 * they could not see: here a trigger that takes the value just before the write): on either engine
 * (SQLite's SQLITE_CONSTRAINT_UNIQUE, PostgreSQL's 23505) a 409 naming the value and its field,
 * and nothing of the batch undone. The race itself on PostgreSQL: undoUniqueRace.postgres.test.ts.
 */
import { expect, it } from 'vitest';
import { expectRefusal } from './support/refusals';
import { ENGINE } from './support/testDatabase';
import { createRecord } from './support/testServer';
import { serverWithDatabase } from './support/serverWithDatabase';

const TAKEN = 'Nom repris en douce';
const ctx = serverWithDatabase();

/** Before a theme's name becomes TAKEN, another theme takes it, in the same transaction. */
async function takeTheNameFirst(): Promise<void> {
  const insert =
    "INSERT INTO themes (name, color, position, active, created_at, updated_at) VALUES (NEW.name, '#000000', 0, 1, " +
    "'2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z');";
  if (ENGINE === 'sqlite') {
    await ctx.database.exec(
      `CREATE TRIGGER take_name BEFORE UPDATE OF name ON themes WHEN NEW.name = '${TAKEN}' BEGIN ${insert} END`,
    );
    return;
  }
  await ctx.database.exec(
    `CREATE FUNCTION take_name() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${insert} RETURN NEW; END $$`,
  );
  await ctx.database.exec(
    `CREATE TRIGGER take_name BEFORE UPDATE OF name ON themes FOR EACH ROW WHEN (NEW.name = '${TAKEN}') ` +
      'EXECUTE FUNCTION take_name()',
  );
}

const nameOf = async (id: unknown) =>
  ((await ctx.server.api('GET', `/api/themes/${String(id)}`)).json() as { name: string }).name;

it('refuses with 409 naming the value and its field, and undoes nothing, when the database refuses the value', async () => {
  const first = await createRecord(ctx.server.api, 'themes', { name: 'Premier avant', color: '#111111' });
  const second = await createRecord(ctx.server.api, 'themes', { name: TAKEN, color: '#222222' });
  const imported = await ctx.server.api('POST', '/api/themes/import', {
    mode: 'all',
    rows: [
      { id: String(first.id), name: 'Premier après' },
      { id: String(second.id), name: 'Second après' },
    ],
  });
  expect(imported.statusCode, imported.body).toBe(200);
  const batch = imported.json().batch_id as string;
  await takeTheNameFirst();

  expectRefusal(
    await ctx.server.api('POST', `/api/history/batches/${batch}/undo`, {}),
    409,
    `La valeur « ${TAKEN} » du champ « Nom » est déjà utilisée`,
    'name',
  );
  expect([await nameOf(first.id), await nameOf(second.id)]).toEqual(['Premier après', 'Second après']);
  const themes = (await ctx.server.api('GET', '/api/themes?limit=100')).json() as { name: string }[];
  expect(themes.filter((theme) => theme.name === TAKEN)).toHaveLength(0);
});
