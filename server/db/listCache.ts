/**
 * What a list call costs once per change of its area instead of once per call: the total behind
 * X-Total-Count and the rows a text search matches. Kept in the database, not in the process, so
 * that several servers sharing one database never answer from a stale copy: every write to an
 * area's table (or its link tables) bumps the area's generation through triggers, in the writing
 * transaction, and an entry is only read back for the generation it was computed at.
 *
 * SQLite only: it is part of SQLite's list planner (server/resources/listPages.ts). PostgreSQL
 * keeps totals, a search's first matches and deep-page marks the same way (postgresListTotals.ts).
 */
import type { Database as Db, Statement } from 'better-sqlite3';
import { ident } from './database';

const GENERATIONS = '_list_generations';
const CACHE = '_list_cache';
const HITS = '_list_hits';
/** Entries kept in all, and rows of search matches kept in all; the oldest entries go first. */
const MAX_ENTRIES = 2000;
const MAX_KEPT_HITS = 2_000_000;
/** A search matching more rows than this is not kept (it would push out everything else). */
const MAX_HITS_PER_SEARCH = 200_000;

const CACHE_TABLES: Record<string, string> = {
  [CACHE]:
    `CREATE TABLE ${CACHE} (id INTEGER PRIMARY KEY, resource TEXT NOT NULL, key TEXT NOT NULL, ` +
    'generation INTEGER NOT NULL, total INTEGER NOT NULL, kept INTEGER NOT NULL, UNIQUE (resource, key))',
  [HITS]:
    `CREATE TABLE ${HITS} (entry INTEGER NOT NULL, pos INTEGER NOT NULL, hit INTEGER NOT NULL, ` +
    'PRIMARY KEY (entry, pos)) WITHOUT ROWID',
};

/** Creates the cache's tables; a cache table of another shape (an older version) is recreated empty. */
export function ensureListCache(db: Db): void {
  db.exec(
    `CREATE TABLE IF NOT EXISTS ${GENERATIONS} (resource TEXT PRIMARY KEY, generation INTEGER NOT NULL) WITHOUT ROWID`,
  );
  const stored = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").pluck();
  for (const [table, sql] of Object.entries(CACHE_TABLES)) {
    if (stored.get(table) === sql) continue;
    db.exec(`DROP TABLE IF EXISTS ${table}`);
    db.exec(sql);
  }
  db.exec(`CREATE UNIQUE INDEX IF NOT EXISTS ${HITS}_hit ON ${HITS} (entry, hit)`);
}

/**
 * Triggers that bump `resource`'s generation on every insert, update and delete of these tables.
 * Recreated at each start, which also bumps the generation: a schema change (a new column with
 * its default) may change what a cached filter counts.
 */
export function syncGenerationTriggers(db: Db, resource: string, tables: string[]): void {
  const bump = `UPDATE ${GENERATIONS} SET generation = generation + 1 WHERE resource = '${resource.replace(/'/g, "''")}';`;
  for (const table of tables) {
    for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
      const name = ident(`${table}__generation_${event.toLowerCase()}`);
      db.exec(`DROP TRIGGER IF EXISTS ${name}`);
      db.exec(`CREATE TRIGGER ${name} AFTER ${event} ON ${ident(table)} BEGIN ${bump} END`);
    }
  }
  db.prepare(
    `INSERT INTO ${GENERATIONS} (resource, generation) VALUES (?, 1) ` +
      'ON CONFLICT (resource) DO UPDATE SET generation = generation + 1',
  ).run(resource);
}

/** A kept search: `id` names its matches in the hits table (see `hitsSql` and `pageSql`). */
export interface KeptSearch {
  id: number;
  total: number;
}

/** Thrown inside a fill's transaction to roll it back. */
class TooManyHits extends Error {}

export class ListCache {
  private readonly statements = new Map<string, Statement>();

  constructor(private readonly db: Db) {}

  /** The rowids a kept search matched; one parameter, the entry's id. */
  static readonly hitsSql = `SELECT hit FROM ${HITS} WHERE entry = ?`;
  /**
   * A page of them in the order they were kept in (the area's default order): the entry's id,
   * the limit and the offset.
   */
  static readonly pageSql = `SELECT hit FROM ${HITS} WHERE entry = ? ORDER BY pos LIMIT ? OFFSET ?`;
  /** Whether `t` is one of them; one parameter, the entry's id. */
  static readonly probeSql = `EXISTS (SELECT 1 FROM ${HITS} h WHERE h.entry = ? AND h.hit = t.rowid)`;

  /** Prepared on first use: the store exists before syncSchema creates the cache's tables. */
  private statement(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** The area's current generation; read it in the transaction that reads the list. */
  generationOf(resource: string): number {
    return (
      (this.statement(`SELECT generation FROM ${GENERATIONS} WHERE resource = ?`).pluck().get(resource) as
        number | undefined) ?? 0
    );
  }

  get(resource: string, key: string, generation: number): KeptSearch | undefined {
    return this.statement(
      `SELECT id, total FROM ${CACHE} WHERE resource = ? AND key = ? AND generation = ?`,
    ).get(resource, key, generation) as KeptSearch | undefined;
  }

  /** The kept row at `pos` of an entry. */
  hitAt(entry: number, pos: number): number | undefined {
    return this.statement(`SELECT hit FROM ${HITS} WHERE entry = ? AND pos = ?`).pluck().get(entry, pos) as
      number | undefined;
  }

  /** Keeps a total computed at `generation`. */
  putTotal(resource: string, key: string, generation: number, total: number): void {
    this.bestEffort(() =>
      this.db.transaction(() => {
        this.forget(resource, key, generation);
        this.insert(resource, key, generation, total, 0);
      })(),
    );
  }

  /**
   * Keeps the rows `sql` selects (`hit`, a rowid, and `pos`, its place: in the area's default
   * order for search matches; with `args`) under `key` at the current generation, read under the
   * write lock so that no write comes between the two.
   */
  fillHits(resource: string, key: string, sql: string, args: unknown[]): void {
    this.bestEffort(() =>
      this.db
        .transaction(() => {
          const generation = this.generationOf(resource);
          if (this.get(resource, key, generation)) return;
          this.forget(resource, key, generation);
          const id = this.insert(resource, key, generation, 0, 0);
          const { changes } = this.statement(
            `INSERT INTO ${HITS} (entry, pos, hit) SELECT ?, pos, hit FROM (${sql}) LIMIT ${MAX_HITS_PER_SEARCH + 1}`,
          ).run(id, ...args);
          if (changes > MAX_HITS_PER_SEARCH) throw new TooManyHits();
          this.statement(`UPDATE ${CACHE} SET total = ?, kept = ? WHERE id = ?`).run(changes, changes, id);
          this.trim();
        })
        .immediate(),
    );
  }

  /** Entries of this key, and of older generations of this area: they can never be read again. */
  private forget(resource: string, key: string, generation: number): void {
    const ids = this.statement(`SELECT id FROM ${CACHE} WHERE resource = ? AND (key = ? OR generation < ?)`)
      .pluck()
      .all(resource, key, generation) as number[];
    for (const id of ids) this.drop(id, id);
  }

  private insert(resource: string, key: string, generation: number, total: number, kept: number): number {
    const { lastInsertRowid } = this.statement(
      `INSERT INTO ${CACHE} (resource, key, generation, total, kept) VALUES (?, ?, ?, ?, ?)`,
    ).run(resource, key, generation, total, kept);
    this.trim();
    return Number(lastInsertRowid);
  }

  /** Drops the oldest entries past MAX_ENTRIES or MAX_KEPT_HITS. */
  private trim(): void {
    const cutoff = this.statement(
      `SELECT id FROM (SELECT id, SUM(kept) OVER newest AS kept, ROW_NUMBER() OVER newest AS n FROM ${CACHE} ` +
        'WINDOW newest AS (ORDER BY id DESC)) WHERE kept > ? OR n > ? ORDER BY id DESC LIMIT 1',
    )
      .pluck()
      .get(MAX_KEPT_HITS, MAX_ENTRIES) as number | undefined;
    if (cutoff !== undefined) this.drop(0, cutoff);
  }

  private drop(fromId: number, toId: number): void {
    this.statement(`DELETE FROM ${HITS} WHERE entry BETWEEN ? AND ?`).run(fromId, toId);
    this.statement(`DELETE FROM ${CACHE} WHERE id BETWEEN ? AND ?`).run(fromId, toId);
  }

  /**
   * Runs a cache write. Best effort: a read never waits for another process's write lock (nor
   * fails on a read-only database) just to fill the cache; it computes without it.
   */
  private bestEffort(write: () => void): void {
    const timeout = this.db.pragma('busy_timeout', { simple: true }) as number;
    this.db.pragma('busy_timeout = 0');
    try {
      write();
    } catch (error) {
      if (error instanceof TooManyHits) return;
      const code = (error as { code?: unknown }).code;
      if (typeof code !== 'string' || !/^SQLITE_(BUSY|LOCKED|READONLY)/.test(code)) throw error;
    } finally {
      this.db.pragma(`busy_timeout = ${timeout}`);
    }
  }
}
