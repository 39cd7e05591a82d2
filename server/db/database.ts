/**
 * The store every part of the server queries through: one Kysely instance over embedded SQLite
 * (default, a file in the data directory) or over PostgreSQL (`DATABASE_URL=postgres://…`), so a
 * query is written once for both engines. The transaction a caller is in travels with its async
 * context: `database.db` is that transaction inside `database.transaction(…)`, the pool outside,
 * and code called from a transaction needs no extra parameter to join it.
 */
import BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql, type RawBuilder } from 'kysely';
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { foldText } from '../../resources/contracts/listQuery';

export type Engine = 'sqlite' | 'postgres';

/** How long a start waits for another process's start-up holding the SQLite write lock. */
const EXCLUSIVE_WAIT_MS = 120_000;

export const DATABASE_FILE = 'eduadmin.db';

/** SQL function on both engines: `fold_text(x)` is resources/contracts' foldText (no case, no accents). */
export const FOLD_TEXT = 'fold_text';

export interface DatabaseOptions {
  /** Holds the SQLite file when `databaseUrl` is not given. */
  dataDir: string;
  /** `postgres://…`: PostgreSQL instead of the embedded SQLite file. */
  databaseUrl?: string;
  /** Connections in the PostgreSQL pool (default 10). */
  poolSize?: number;
}

// The schema is built from the declarations at run time: no static table types to give Kysely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows are typed where they are read
export type AnyKysely = Kysely<any>;

/**
 * Prepared statements per PostgreSQL connection, at most: their texts are a few per area and list
 * shape, but a filter's `IN (?, …)` grows with its values, and a connection never forgets a
 * statement it prepared.
 */
const MAX_PREPARED_STATEMENTS = 500;

/** PostgreSQL sends 64-bit integers (COUNT(*), BIGINT keys) and NUMERIC as text; the API wants numbers. */
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/**
 * better-sqlite3 under Kysely, with its prepared statements kept by SQL text: Kysely prepares each
 * query it runs, and the same few hundred texts come back on every request.
 */
function cachingSqlite(handle: BetterSqlite3.Database) {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => handle.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        statement = handle.prepare(text);
        if (statements.size >= 1000) statements.delete(statements.keys().next().value as string);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

function openSqlite(dataDir: string): BetterSqlite3.Database {
  mkdirSync(dataDir, { recursive: true });
  const handle = new BetterSqlite3(join(dataDir, DATABASE_FILE));
  // WAL lets readers (the test runner, a backup) work while the server writes.
  handle.pragma('journal_mode = WAL');
  handle.pragma('synchronous = NORMAL');
  handle.pragma('busy_timeout = 5000');
  handle.pragma('foreign_keys = ON');
  // 64 MB of page cache: list pages and index updates of a large table stay in memory.
  handle.pragma('cache_size = -65536');
  // The triggers that keep the folded copies of the search columns call it on every write
  // (server/resources/searchTables.ts).
  handle.function(FOLD_TEXT, { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? foldText(value) : value,
  );
  return handle;
}

export class Database {
  readonly engine: Engine;
  private readonly root: AnyKysely;
  private readonly scope = new AsyncLocalStorage<AnyKysely>();
  /** The SQLite connection itself, for the SQLite-only list planner (see withSqlite). */
  private readonly handle: BetterSqlite3.Database | undefined;
  /**
   * PostgreSQL: the connections of prepared queries (see `query`), which plan a statement once
   * (`plan_cache_mode`), and the names of those statements by text.
   */
  private readonly preparedPool: pg.Pool | undefined;
  private readonly statementNames = new Map<string, string>();
  /** The prepared pool's connections whose session plans a statement once (see `runPrepared`). */
  private readonly plannedOnce = new WeakSet<pg.PoolClient>();

  constructor(options: DatabaseOptions) {
    if (options.databaseUrl) {
      this.engine = 'postgres';
      const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
      this.preparedPool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
      // An idle connection the server drops (restart, failover) must not crash the process.
      for (const each of [pool, this.preparedPool]) each.on('error', () => undefined);
      this.root = new Kysely({ dialect: new PostgresDialect({ pool }) });
    } else {
      this.engine = 'sqlite';
      this.handle = openSqlite(options.dataDir);
      this.root = new Kysely({ dialect: new SqliteDialect({ database: cachingSqlite(this.handle) }) });
    }
  }

  /** The transaction the caller is in, or the whole database. */
  get db(): AnyKysely {
    return this.scope.getStore() ?? this.root;
  }

  get inTransaction(): boolean {
    return this.scope.getStore() !== undefined;
  }

  /**
   * Runs `work` in one transaction (joined when already in one): every query made through
   * `this.db` while it runs is part of it, and a throw rolls all of it back.
   */
  async transaction<T>(work: () => Promise<T>): Promise<T> {
    if (this.inTransaction) return work();
    return this.root.transaction().execute((trx) => this.scope.run(trx, work));
  }

  /**
   * Runs synchronous better-sqlite3 code on the SQLite connection when no other request's
   * transaction is open on it. SQLite only: the list planner's rowid walks and the FTS5 index
   * have no PostgreSQL counterpart (server/resources/listPages.ts).
   */
  async withSqlite<T>(work: (handle: BetterSqlite3.Database) => T): Promise<T> {
    const handle = this.handle;
    if (!handle) throw new Error('withSqlite is for the SQLite engine only');
    // Inside the caller's own transaction; or no transaction open on the connection at all, and
    // synchronous work cannot interleave with one that starts later: it runs at once.
    if (this.inTransaction || !handle.inTransaction) return work(handle);
    // Another request's transaction is open: wait for the connection lock it holds (the
    // executor's own, what connection() takes without building a Kysely instance around it).
    return this.root.getExecutor().provideConnection(async () => work(handle));
  }

  /**
   * Runs `work` in a transaction that holds a lock named `name` across every server sharing the
   * database (a PostgreSQL advisory lock; SQLite's write lock is already one for the file).
   */
  async exclusive<T>(name: string, work: () => Promise<T>): Promise<T> {
    if (this.engine === 'postgres' || this.inTransaction) {
      return this.transaction(async () => {
        if (this.engine === 'postgres')
          await sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`.execute(this.db);
        return work();
      });
    }
    // SQLite: BEGIN IMMEDIATE takes the file's write lock before the first read, so a second
    // process starting on the same file waits for the whole start-up instead of reading a
    // half-made schema and failing on its first write.
    return this.root.connection().execute(async (connection) => {
      const deadline = Date.now() + EXCLUSIVE_WAIT_MS;
      for (;;) {
        try {
          await sql`BEGIN IMMEDIATE`.execute(connection);
          break;
        } catch (error) {
          const busy = /^SQLITE_BUSY/.test(String((error as { code?: unknown }).code));
          if (!busy || Date.now() > deadline) throw error;
        }
      }
      try {
        const result = await this.scope.run(connection, work);
        await sql`COMMIT`.execute(connection);
        return result;
      } catch (error) {
        await sql`ROLLBACK`.execute(connection);
        throw error;
      }
    });
  }

  /** Rows of raw SQL written with `?` placeholders (see `text`). */
  async all<T>(query: string, args: readonly unknown[] = []): Promise<T[]> {
    const result = await text(query, args).execute(this.db);
    return result.rows as T[];
  }

  async first<T>(query: string, args: readonly unknown[] = []): Promise<T | undefined> {
    return (await this.all<T>(query, args))[0];
  }

  /**
   * A query that returns rows, in raw SQL with `?` placeholders (as `text`), put in the engine's
   * form once: for a query run on every request, which then skips Kysely's building and
   * compiling. SQLite's statement is prepared once.
   *
   * On PostgreSQL, with `prepared`, outside a transaction: a named statement on connections of its
   * own, parsed once per connection and planned once for all values (a generic plan), hence only
   * for a query whose best plan does not depend on its values (not a LIKE search, whose plan
   * depends on how often the word occurs), and whose columns are named (no `t.*`): PostgreSQL
   * refuses to run a prepared statement whose result columns changed (a column added by another
   * server's start).
   */
  query<T>(query: string, options: { prepared?: boolean } = {}): (args: readonly unknown[]) => Promise<T[]> {
    if (this.handle) {
      // On SQLite, straight to the statement on the held connection (see withSqlite).
      let statement: BetterSqlite3.Statement | undefined;
      return (args) =>
        this.withSqlite((handle) => {
          statement ??= handle.prepare(query);
          return statement.all(...args) as T[];
        });
    }
    const engineSql = numberedPlaceholders(query);
    const names = this.statementNames;
    let name = options.prepared ? names.get(engineSql) : undefined;
    if (options.prepared && !name && names.size < MAX_PREPARED_STATEMENTS) {
      name = `eduadmin_${names.size + 1}`;
      names.set(engineSql, name);
    }
    const prepared = this.preparedPool;
    return async (args) => {
      if (name && prepared && !this.inTransaction) {
        return this.runPrepared<T & pg.QueryResultRow>(prepared, {
          name,
          text: engineSql,
          values: [...args],
        });
      }
      const result = await this.db.executeQuery<T>(CompiledQuery.raw(engineSql, [...args]));
      return result.rows;
    };
  }

  /**
   * A named statement on a connection of the prepared pool. PostgreSQL would plan each call again
   * for its values: with LIMIT and OFFSET as parameters it never finds the one plan for all of them
   * as cheap, and planning a list call costs more than running it. So each connection's session
   * is told to plan once, before its first statement (not as a startup option: it would replace the
   * URL's own `options`, a search_path say, and a connection pooler may refuse it; not from the
   * pool's `connect` event, whose query would be queued behind the caller's). Should that fail, the
   * statements are planned per call.
   */
  private async runPrepared<T extends pg.QueryResultRow>(pool: pg.Pool, query: pg.QueryConfig): Promise<T[]> {
    const client = await pool.connect();
    let result: pg.QueryResult<T>;
    try {
      if (!this.plannedOnce.has(client)) {
        await client.query('SET plan_cache_mode = force_generic_plan').catch(() => undefined);
        this.plannedOnce.add(client);
      }
      result = await client.query<T>(query);
    } catch (error) {
      // As the pool's own query does: a connection that failed a query is not reused.
      client.release(error instanceof Error ? error : true);
      throw error;
    }
    client.release();
    return result.rows;
  }

  /** Runs a statement; the number of rows it changed. */
  async run(query: string, args: readonly unknown[] = []): Promise<number> {
    const result = await text(query, args).execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }

  /** Runs statements without parameters (schema changes), one by one. */
  async exec(...statements: string[]): Promise<void> {
    for (const statement of statements) await this.db.executeQuery(CompiledQuery.raw(statement));
  }

  async close(): Promise<void> {
    await this.preparedPool?.end();
    await this.root.destroy();
  }
}

/**
 * Raw SQL with `?` placeholders as a Kysely query: each `?` becomes a bound value, written `?` on
 * SQLite and `$n` on PostgreSQL. For the fragments that are dialect features on purpose; a `?`
 * inside a string literal is not supported (no such literal is written).
 */
export function text(query: string, args: readonly unknown[] = []): RawBuilder<unknown> {
  const parts = query.split('?');
  if (parts.length - 1 !== args.length)
    throw new Error(`SQL has ${parts.length - 1} placeholders for ${args.length} values: ${query}`);
  return sql.join(
    parts.flatMap((part, index) =>
      index < args.length ? [sql.raw(part), sql.val(args[index])] : [sql.raw(part)],
    ),
    sql.raw(''),
  );
}

/** `?` placeholders as PostgreSQL's `$1`, `$2`… (same caveat as `text`: no `?` inside a literal). */
function numberedPlaceholders(query: string): string {
  let index = 0;
  return query.replace(/\?/g, () => `$${(index += 1)}`);
}

/** Quotes an SQL identifier (same quoting on both engines). Names are checked by server/resources/model.ts. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Whether an error is a unique or primary key violation, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** The column a unique violation names, when the engine says. */
export function violatedColumn(error: unknown): string | undefined {
  const message = String((error as Error).message);
  const sqlite = /\.(\w+)$/.exec(message)?.[1];
  if ((error as { code?: unknown }).code !== '23505') return sqlite;
  const detail = String((error as { detail?: unknown }).detail ?? '');
  return /^Key \((?:lower\()?"?(\w+)"?\)?\)=/.exec(detail)?.[1];
}
