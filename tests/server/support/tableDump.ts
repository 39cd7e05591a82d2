/**
 * Every area table and link table, each row as JSON, sorted: what "exactly the same records and
 * links" compares after a delete and its restore or undo.
 */
import type { TestServer } from './testServer';

const AREA_TABLES = [
  'themes',
  'activities',
  'activities__hashtags',
  'activities__etablissements',
  'courses',
  'courses__activities',
  'hashtags',
  'classes',
  'users',
  'users__classes',
  'etablissements',
];

/** `omitted` columns are left out (an undo's reverts are new writes: their `updated_at` moves on). */
export async function allTables(
  server: TestServer,
  omitted: readonly string[] = [],
): Promise<Record<string, string[]>> {
  const dump: Record<string, string[]> = {};
  for (const table of AREA_TABLES) {
    const rows = await server.app.db.all<Record<string, unknown>>(`SELECT * FROM "${table}"`);
    dump[table] = rows
      .map((row) => JSON.stringify(Object.entries(row).filter(([column]) => !omitted.includes(column))))
      .sort();
  }
  return dump;
}
