/**
 * PostgreSQL's kept list totals: what X-Total-Count costs once per change of an area instead of
 * once per call (a COUNT over the whole filtered table, `fold_text` on every row for a search).
 * The design of SQLite's list cache (listCache.ts), totals only: kept in the database, not in the
 * process, so that several servers sharing one database never answer from a stale copy. Every
 * write statement on an area's table or its link tables bumps the area's generation (statement
 * triggers, in the writing transaction, plain connections included), and a total is only read
 * back for the generation it was counted at.
 */
import { ident, type Database } from './database';

const GENERATIONS = '_list_generations';
const TOTALS = '_list_totals';
const BUMP = '_list_bump_generation';
/** Trigger names are per table in PostgreSQL: one name serves every table. */
const TRIGGER = '_list_generation';
/** Totals kept in all; the oldest go first. */
const MAX_ENTRIES = 2000;

/** The tables and the trigger function, once before the areas. Idempotent: run at every start. */
export async function ensurePostgresListTotals(database: Database): Promise<void> {
  await database.exec(
    `CREATE TABLE IF NOT EXISTS ${GENERATIONS} (resource TEXT PRIMARY KEY, generation BIGINT NOT NULL)`,
    `CREATE TABLE IF NOT EXISTS ${TOTALS} (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, ` +
      'resource TEXT NOT NULL, key TEXT NOT NULL, generation BIGINT NOT NULL, total BIGINT NOT NULL, ' +
      'UNIQUE (resource, key, generation))',
    // One row update per write statement, not per row: a bulk delete of 10,000 rows bumps once.
    // It holds the area's generation row until the writing transaction ends, so writers of one
    // area queue one behind the other (SQLite has a single writer anyway), and two transactions
    // writing the same two areas in opposite orders can deadlock (PostgreSQL aborts one).
    `CREATE OR REPLACE FUNCTION ${BUMP}() RETURNS trigger LANGUAGE plpgsql AS $bump$ BEGIN ` +
      `UPDATE ${GENERATIONS} SET generation = generation + 1 WHERE resource = TG_ARGV[0]; ` +
      'RETURN NULL; END $bump$',
  );
}

/**
 * Triggers that bump `resource`'s generation after every insert, update, delete and truncate of
 * these tables. Recreated at each start, which also bumps the generation: a schema change (a new
 * column with its default) may change what a kept filter counts.
 */
export async function syncPostgresGenerationTriggers(
  database: Database,
  resource: string,
  tables: string[],
): Promise<void> {
  const argument = `'${resource.replace(/'/g, "''")}'`;
  for (const table of tables) {
    await database.exec(
      `DROP TRIGGER IF EXISTS ${TRIGGER} ON ${ident(table)}`,
      `CREATE TRIGGER ${TRIGGER} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${ident(table)} ` +
        `FOR EACH STATEMENT EXECUTE FUNCTION ${BUMP}(${argument})`,
    );
  }
  await database.run(
    `INSERT INTO ${GENERATIONS} (resource, generation) VALUES (?, 1) ` +
      `ON CONFLICT (resource) DO UPDATE SET generation = ${GENERATIONS}.generation + 1`,
    [resource],
  );
}

export class PostgresListTotals {
  constructor(private readonly database: Database) {}

  /**
   * The total of `resource`'s list described by `key` (its conditions and their values): kept
   * for the area's current generation, or `count()`ed and kept.
   *
   * The generation is read before counting, and that is what makes this safe under READ
   * COMMITTED: the count runs on a later snapshot, so it sees at least the writes of that
   * generation. If a write commits in between, the count may include it while being kept under
   * the older generation; that generation is already past, so the entry is never read again.
   * Generation and kept total are read by one statement, hence from one snapshot.
   */
  async total(resource: string, key: string, count: () => Promise<number>): Promise<number> {
    const kept = await this.database.first<{ generation: number; total: number | null }>(
      `SELECT g.generation, c.total FROM ${GENERATIONS} g LEFT JOIN ${TOTALS} c ` +
        'ON c.resource = g.resource AND c.key = ? AND c.generation = g.generation WHERE g.resource = ?',
      [key, resource],
    );
    if (kept?.total !== null && kept?.total !== undefined) return kept.total;
    const total = await count();
    if (kept) await this.keep(resource, key, kept.generation, total);
    return total;
  }

  /**
   * Keeps a total, drops the area's entries of older generations (never read again) and the
   * oldest entries past MAX_ENTRIES, in one statement. Best effort: a failure (a read-only
   * database, a conflict) costs the next call a count, never this call its answer.
   */
  private async keep(resource: string, key: string, generation: number, total: number): Promise<void> {
    // Inside the caller's transaction, a failed statement would abort all of it.
    if (this.database.inTransaction) return;
    try {
      await this.database.run(
        `WITH kept AS (INSERT INTO ${TOTALS} (resource, key, generation, total) VALUES (?, ?, ?, ?) ` +
          'ON CONFLICT DO NOTHING RETURNING id), ' +
          `older AS (DELETE FROM ${TOTALS} WHERE resource = ? AND generation < ?) ` +
          `DELETE FROM ${TOTALS} WHERE id <= (SELECT MAX(id) FROM ${TOTALS}) - ${MAX_ENTRIES}`,
        [resource, key, generation, total, resource, generation],
      );
    } catch {
      // Best effort, as said above.
    }
  }
}
