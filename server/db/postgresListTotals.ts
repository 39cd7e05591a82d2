/**
 * PostgreSQL's kept list totals: what X-Total-Count costs once per change of an area instead of
 * once per call (a COUNT over the whole filtered table, `fold_text` on every row for a search).
 * The design of SQLite's list cache (listCache.ts), totals only: kept in the database, not in the
 * process, so that several servers sharing one database never answer from a stale copy. Every
 * write statement on an area's table or its link tables moves the area's generation on (statement
 * triggers, in the writing transaction, plain connections included), and a total is only read
 * back for the generation it was counted at.
 *
 * The generation is not one counter row that each writer updates: that row would stay locked
 * until the writer commits, so writers of one area would queue one behind the other (measured:
 * creating activities at 10 connections lost a third of its rate and tripled its p99), and two
 * transactions writing the same two areas in opposite orders would deadlock. Instead each writing
 * transaction adds one row of its own (area, transaction id) to a change log, which blocks no
 * other writer, and the generation is the area's base plus its logged rows: it grows by one with
 * every committed writing transaction and never comes back to a value it had. Readers fold the
 * log into the base now and then (`compact`), in one transaction, so that sum never moves.
 */
import { ident, type Database } from './database';

const GENERATIONS = '_list_generations';
const CHANGES = '_list_changes';
const TOTALS = '_list_totals';
const BUMP = '_list_bump_generation';
/** Trigger names are per table in PostgreSQL: one name serves every table. */
const TRIGGER = '_list_generation';
/** Totals kept in all; the oldest go first. */
const MAX_ENTRIES = 2000;
/** Logged changes of an area past which a reader folds them into its base. */
const MAX_LOGGED = 64;

/** The tables and the trigger function, once before the areas. Idempotent: run at every start. */
export async function ensurePostgresListTotals(database: Database): Promise<void> {
  await database.exec(
    `CREATE TABLE IF NOT EXISTS ${GENERATIONS} (resource TEXT PRIMARY KEY, generation BIGINT NOT NULL)`,
    `CREATE TABLE IF NOT EXISTS ${CHANGES} (resource TEXT NOT NULL, xid BIGINT NOT NULL, PRIMARY KEY (resource, xid))`,
    `CREATE TABLE IF NOT EXISTS ${TOTALS} (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, ` +
      'resource TEXT NOT NULL, key TEXT NOT NULL, generation BIGINT NOT NULL, total BIGINT NOT NULL, ' +
      'UNIQUE (resource, key, generation))',
    // Once per write statement, not per row (a bulk delete of 10,000 rows logs once), and once per
    // transaction: its later statements find their row already there.
    `CREATE OR REPLACE FUNCTION ${BUMP}() RETURNS trigger LANGUAGE plpgsql AS $bump$ BEGIN ` +
      `INSERT INTO ${CHANGES} (resource, xid) VALUES (TG_ARGV[0], pg_catalog.txid_current()) ON CONFLICT DO NOTHING; ` +
      'RETURN NULL; END $bump$',
  );
}

/**
 * Triggers that move `resource`'s generation on after every insert, update, delete and truncate
 * of these tables. Recreated at each start, which also moves the generation on: a schema change
 * (a new column with its default) may change what a kept filter counts.
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
    const kept = await this.database.first<{ generation: number; logged: number; total: number | null }>(
      `WITH g AS (SELECT generation, (SELECT COUNT(*) FROM ${CHANGES} c WHERE c.resource = ?) AS logged ` +
        `FROM ${GENERATIONS} WHERE resource = ?) ` +
        `SELECT g.generation + g.logged AS generation, g.logged, k.total FROM g LEFT JOIN ${TOTALS} k ` +
        'ON k.resource = ? AND k.key = ? AND k.generation = g.generation + g.logged',
      [resource, resource, resource, key],
    );
    if (kept?.total !== null && kept?.total !== undefined) return kept.total;
    const total = await count();
    if (kept) await this.keep(resource, key, kept.generation, total, kept.logged);
    return total;
  }

  /**
   * Keeps a total, drops the area's entries of older generations (never read again) and the
   * oldest entries past MAX_ENTRIES, in one statement; folds a long change log. Best effort: a
   * failure (a read-only database, a conflict) costs the next call a count, never this call its
   * answer.
   */
  private async keep(
    resource: string,
    key: string,
    generation: number,
    total: number,
    logged: number,
  ): Promise<void> {
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
      if (logged > MAX_LOGGED) await this.compact(resource);
    } catch {
      // Best effort, as said above.
    }
  }

  /**
   * Folds the area's committed changes into its base: the rows this statement deletes are the
   * ones it adds, in one transaction, so no reader sees the generation move (rows of writers not
   * yet committed are not seen, hence stay logged). A second compaction at the same time waits
   * on the base row, then adds only what it deleted itself.
   */
  private async compact(resource: string): Promise<void> {
    await this.database.run(
      `WITH gone AS (DELETE FROM ${CHANGES} WHERE resource = ? RETURNING 1) ` +
        `UPDATE ${GENERATIONS} SET generation = generation + (SELECT COUNT(*) FROM gone) WHERE resource = ?`,
      [resource, resource],
    );
  }
}
