/**
 * PostgreSQL's kept list totals and rows: what a list call costs once per change of an area
 * instead of once per call: X-Total-Count (a COUNT over the whole filtered table, `fold_text` on
 * every row for a search), the first keys a search matches in the area's default order (a page
 * of them is then a range read) and the marks of deep pages (the key of the row every 500 rows of
 * an order, where the walk to a deep page starts: postgresListPages.ts). The design of SQLite's
 * list cache (listCache.ts): kept in the database, not in the process, so that several servers
 * sharing one database never answer from a stale copy. Every write statement on an area's table
 * or its link tables moves the area's generation on (statement triggers, in the writing
 * transaction, plain connections included), and an entry is only read back for the generation it
 * was computed at.
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
/** The rows of an entry of TOTALS: its keys (as text) by position. */
const HITS = '_list_hits';
const BUMP = '_list_bump_generation';
/** Trigger names are per table in PostgreSQL: one name serves every table. */
const TRIGGER = '_list_generation';
/** Totals kept in all; the oldest go first. */
const MAX_ENTRIES = 2000;
/** Logged changes of an area past which a reader folds them into its base. */
const MAX_LOGGED = 64;
/** Kept rows in all: the oldest entries go first past it. */
const MAX_KEPT_HITS = 2_000_000;
/**
 * The matches a search keeps: its first ones in the default order. A word found in most rows
 * would cost more to keep whole (`fold_text` and an insert per row, once per change of the area)
 * than its deeper pages cost to read from the order's index, where its matches come close
 * together.
 */
export const KEPT_PER_SEARCH = 10_000;

/**
 * One row, `generation` and `logged` (the area's logged changes, see `compact`), of the area
 * named by the one parameter. A statement that reads it and a kept entry reads both from one
 * snapshot: an entry is read back at the generation of the data the statement sees.
 */
export const GENERATION_SQL =
  `SELECT b.generation + l.logged AS generation, l.logged FROM ${GENERATIONS} b, ` +
  `LATERAL (SELECT COUNT(*) AS logged FROM ${CHANGES} c WHERE c.resource = b.resource) l WHERE b.resource = ?`;

/** The entry (`id`, `total`) kept under a key at generation `g.generation`: parameters resource and key. */
export const KEPT_ENTRY_SQL = `SELECT k.id, k.total FROM ${TOTALS} k, g WHERE k.resource = ? AND k.key = ? AND k.generation = g.generation`;

/**
 * The kept key at `pos` of the entry whose id `entrySql` selects, as the key's SQL type
 * (`keyType`, e.g. `bigint`): a subquery.
 */
export function keptKeySql(entrySql: string, keyType: string, pos: string): string {
  return `SELECT CAST(h.hit AS ${keyType}) FROM ${HITS} h WHERE h.entry = (${entrySql}) AND h.pos ${pos}`;
}

/**
 * Statement parts, after `g` (GENERATION_SQL), that drop what can never be read again: the
 * area's entries of older generations, then the oldest entries past MAX_ENTRIES and those past
 * MAX_KEPT_HITS kept rows (their rows go with them). One parameter: the resource.
 */
const CLEANUP_CTES =
  `older AS (DELETE FROM ${TOTALS} o USING g WHERE o.resource = ? AND o.generation < g.generation), ` +
  `oldest AS (DELETE FROM ${TOTALS} WHERE id <= (SELECT MAX(id) FROM ${TOTALS}) - ${MAX_ENTRIES} OR id <= (` +
  `SELECT id FROM (SELECT id, SUM(LEAST(total, ${KEPT_PER_SEARCH})) FILTER (WHERE key LIKE 'search %') ` +
  'OVER (ORDER BY id DESC) AS kept ' +
  `FROM ${TOTALS}) x WHERE x.kept > ${MAX_KEPT_HITS} ORDER BY id DESC LIMIT 1))`;

/** The tables and the trigger function, once before the areas. Idempotent: run at every start. */
export async function ensurePostgresListTotals(database: Database): Promise<void> {
  await database.exec(
    `CREATE TABLE IF NOT EXISTS ${GENERATIONS} (resource TEXT PRIMARY KEY, generation BIGINT NOT NULL)`,
    `CREATE TABLE IF NOT EXISTS ${CHANGES} (resource TEXT NOT NULL, xid BIGINT NOT NULL, PRIMARY KEY (resource, xid))`,
    `CREATE TABLE IF NOT EXISTS ${TOTALS} (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, ` +
      'resource TEXT NOT NULL, key TEXT NOT NULL, generation BIGINT NOT NULL, total BIGINT NOT NULL, ' +
      'UNIQUE (resource, key, generation))',
    `CREATE TABLE IF NOT EXISTS ${HITS} (entry BIGINT NOT NULL REFERENCES ${TOTALS} (id) ON DELETE CASCADE, ` +
      'pos BIGINT NOT NULL, hit TEXT NOT NULL, PRIMARY KEY (entry, pos))',
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
   * Keeps a total counted at `generation` (read in the same statement as the count, hence from
   * the same snapshot) and drops what can never be read again; folds a long change log. Best
   * effort: a failure (a read-only database, a conflict) costs the next call a count, never this
   * call its answer.
   */
  async keep(
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
        `WITH g AS (SELECT ?::bigint AS generation), ` +
          `kept AS (INSERT INTO ${TOTALS} (resource, key, generation, total) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING), ` +
          `${CLEANUP_CTES} SELECT 1`,
        [generation, resource, key, generation, total, resource],
      );
      if (logged > MAX_LOGGED) await this.compact(resource);
    } catch {
      // Best effort, as said above.
    }
  }

  /**
   * Keeps, under `key` at the area's current generation, the keys `rows` selects (`k`, the key,
   * and `pos`, its position; with its arguments) and a total, `count`'s (`SELECT COUNT(*) …`) or
   * the number of those rows, all read by one statement, hence at that generation. An entry of
   * no rows is kept only if `keepEmpty`. Best effort, as `keep`.
   */
  async keepRows(
    resource: string,
    key: string,
    rows: { sql: string; args: readonly unknown[] },
    count: { sql: string; args: readonly unknown[] } | undefined,
    keepEmpty: boolean,
  ): Promise<void> {
    if (this.database.inTransaction) return;
    try {
      const row = await this.database.first<{ logged: number }>(
        `WITH g AS (${GENERATION_SQL}), m AS (${rows.sql}), ` +
          `c AS (${count?.sql ?? 'SELECT COUNT(*) FROM m'}), ` +
          `e AS (INSERT INTO ${TOTALS} (resource, key, generation, total) SELECT ?, ?, g.generation, c.count ` +
          'FROM g, c WHERE c.count > ? ON CONFLICT DO NOTHING RETURNING id), ' +
          `h AS (INSERT INTO ${HITS} (entry, pos, hit) SELECT e.id, m.pos, m.k::text FROM e, m), ` +
          `${CLEANUP_CTES} SELECT logged FROM g`,
        [resource, ...rows.args, ...(count?.args ?? []), resource, key, keepEmpty ? -1 : 0, resource],
      );
      if ((row?.logged ?? 0) > MAX_LOGGED) await this.compact(resource);
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
