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
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { foldText } from '../../resources/contracts/listQuery';
import { WORD_SORT_KEY, wordSortKey } from '../lists/wordSortKey';
import { DatabaseNotAnswering, databaseUnavailability } from './unavailable';

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
  /** Connections in each PostgreSQL pool (default: defaultPoolSize). */
  poolSize?: number;
  /**
   * PostgreSQL: how long to wait for a connection, whether being made or from a full pool
   * (default: no limit). Bounds every request while the server does not answer.
   */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL: the longest a statement may run, cut by the server (`statement_timeout`) and, a
   * moment later, by the driver when the server does not answer at all (default: no limit).
   */
  statementTimeoutMs?: number;
  /** PostgreSQL: a transaction left idle this long is ended by the server (default: no limit). */
  idleInTransactionTimeoutMs?: number;
  /** SQLite: how long a write waits for another process's write lock (default 5 s). */
  sqliteBusyTimeoutMs?: number;
}

/** node-postgres's own default size of a pool. */
const MOST_POOLED = 10;

/**
 * Connections in each of the two PostgreSQL pools (the prepared list reads' and the rest's) when
 * `DB_POOL_SIZE` does not say: twice this machine's cores, the usual sizing of a pool (a
 * connection per core running, one more waiting on the network), and never more than
 * node-postgres's 10, so that instances on larger machines open no more than they did. More
 * statements at once than the cores can run only share the processors: each one takes longer, and
 * the slowest longest. Measured with PostgreSQL on the same two cores (100,000 activities, the
 * mixed workload held 30-40 s per run, 28 November): at 10 connections, p99 40-47 ms with 4 per
 * pool (four runs) against 50-52 with 10 and 47-60 with 6, at the same rate (about 700 req/s); at
 * 50 connections the three sizes were level (p99 165-193 ms, 660-733 req/s).
 */
export function defaultPoolSize(): number {
  return Math.min(MOST_POOLED, 2 * availableParallelism());
}

/** How long after the server should have cut a statement the driver gives up on its answer. */
const READ_TIMEOUT_MARGIN_MS = 1000;

const DEFAULT_SQLITE_BUSY_TIMEOUT_MS = 5000;

/** A connection setting of node-postgres: undefined or 0 leaves PostgreSQL's own (no limit). */
const setting = (ms: number | undefined) => (ms ? Math.ceil(ms) : undefined);

/** The pool settings of the options: connection string, size and timeouts. */
function poolConfig(options: DatabaseOptions & { databaseUrl: string }): pg.PoolConfig {
  const statement = setting(options.statementTimeoutMs);
  return {
    connectionString: options.databaseUrl,
    max: options.poolSize ?? defaultPoolSize(),
    connectionTimeoutMillis: setting(options.connectTimeoutMs),
    // Sent at connection start, next to the URL's own `options` (not in them).
    statement_timeout: statement,
    idle_in_transaction_session_timeout: setting(options.idleInTransactionTimeoutMs),
    // A stopped server (SIGSTOP, a network cut) never cuts the statement: the driver does.
    query_timeout: statement === undefined ? undefined : statement + READ_TIMEOUT_MARGIN_MS,
    keepAlive: true,
  };
}

/**
 * A pool whose connections never crash the process: pg's Pool listens for the errors of idle
 * connections only, and one checked out (in a transaction, say) that loses its server emits an
 * 'error' event nobody listens to. The query in flight fails with that same error, so the request
 * is answered (503: server/db/unavailable.ts) and the pool drops the broken connection.
 */
function resilientPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

// The schema is built from the declarations at run time: no static table types to give Kysely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows are typed where they are read
export type AnyKysely = Kysely<any>;

/**
 * PostgreSQL: holds the lock named `name` until the end of the transaction `db` is in, for every
 * server sharing the database (`exclusive`, `startUp`).
 */
async function holdLock(db: Kysely<unknown>, name: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`.execute(db);
}

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

/** How long a refused switch to WAL waits before it is tried again. */
const WAL_RETRY_MS = 10;

/**
 * Puts the file in WAL mode. SQLite refuses the switch at once, without waiting the busy timeout,
 * while another connection holds the file's write lock: two `npm start` on a new file (a CI run
 * saw the second exit with « database is locked »), or another program writing. It is tried again
 * until the busy timeout.
 */
function inWalMode(handle: BetterSqlite3.Database, busyTimeoutMs: number): void {
  const until = Date.now() + busyTimeoutMs;
  for (;;) {
    try {
      handle.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      const busy = String((error as { code?: unknown }).code).startsWith('SQLITE_BUSY');
      if (!busy || Date.now() >= until) throw error;
      // Start-up, before the server listens: nothing else waits on this thread.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, WAL_RETRY_MS);
    }
  }
}

function openSqlite(dataDir: string, busyTimeoutMs: number): BetterSqlite3.Database {
  mkdirSync(dataDir, { recursive: true });
  const handle = new BetterSqlite3(join(dataDir, DATABASE_FILE));
  // A write waits this long for another process's write lock (transactions take it at BEGIN).
  handle.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
  // WAL lets readers (the test runner, a backup) work while the server writes.
  inWalMode(handle, busyTimeoutMs);
  handle.pragma('synchronous = NORMAL');
  handle.pragma('foreign_keys = ON');
  // 64 MB of page cache: list pages and index updates of a large table stay in memory.
  handle.pragma('cache_size = -65536');
  // The triggers that keep the folded copies of the search columns call it on every write
  // (server/resources/searchTables.ts).
  handle.function(FOLD_TEXT, { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? foldText(value) : value,
  );
  // The indexes of text sorts hold its values (server/lists/wordSort.ts): every write to a sorted
  // text column calls it.
  handle.function(WORD_SORT_KEY, { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? wordSortKey(value) : value,
  );
  return handle;
}

export class Database {
  readonly engine: Engine;
  private readonly root: AnyKysely;
  private readonly scope = new AsyncLocalStorage<AnyKysely>();
  /** The SQLite connection itself, for the list reader and the search tables (see withSqlite). */
  private readonly handle: BetterSqlite3.Database | undefined;
  /**
   * PostgreSQL: the connections of prepared queries (see `query`), which plan a statement once
   * (`plan_cache_mode`), and the names of those statements by text.
   */
  private readonly preparedPool: pg.Pool | undefined;
  private readonly statementNames = new Map<string, string>();
  /** The prepared pool's connections whose session plans a statement once (see `runPrepared`). */
  private readonly plannedOnce = new WeakSet<pg.PoolClient>();
  /** The health query in flight (see `ping`). */
  private pending: Promise<void> | undefined;
  /** PostgreSQL: the pool settings of the start-up's connection (see `startUp`). */
  private readonly startUpConfig: pg.PoolConfig | undefined;

  constructor(options: DatabaseOptions) {
    if (options.databaseUrl) {
      this.engine = 'postgres';
      const config = poolConfig({ ...options, databaseUrl: options.databaseUrl });
      const pool = resilientPool(config);
      this.preparedPool = resilientPool(config);
      this.root = new Kysely({ dialect: new PostgresDialect({ pool }) });
      this.startUpConfig = {
        ...config,
        max: 1,
        statement_timeout: undefined,
        query_timeout: undefined,
        idle_in_transaction_session_timeout: undefined,
      };
    } else {
      this.engine = 'sqlite';
      this.handle = openSqlite(
        options.dataDir,
        options.sqliteBusyTimeoutMs ?? DEFAULT_SQLITE_BUSY_TIMEOUT_MS,
      );
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
    if (this.engine === 'sqlite') return this.sqliteTransaction(work, 0);
    return this.root.transaction().execute((trx) => this.scope.run(trx, work));
  }

  /**
   * SQLite: `work` in a transaction that takes the file's write lock at BEGIN (BEGIN IMMEDIATE),
   * not at its first write. A plain BEGIN reads first, and when another process (a second server,
   * the seed script, the sqlite3 tool) writes in between, its own write fails at once with
   * SQLITE_BUSY: SQLite cannot wait there without breaking what was read. At BEGIN it waits, the
   * busy timeout at most per try, and tries again until `retryForMs` has passed; past that the
   * SQLITE_BUSY error is answered 503 (server/db/unavailable.ts).
   */
  private sqliteTransaction<T>(work: () => Promise<T>, retryForMs: number): Promise<T> {
    return this.root.connection().execute(async (connection) => {
      const deadline = Date.now() + retryForMs;
      for (;;) {
        try {
          await sql`BEGIN IMMEDIATE`.execute(connection);
          break;
        } catch (error) {
          if (databaseUnavailability(error) !== 'busy' || Date.now() >= deadline) throw error;
        }
      }
      try {
        const result = await this.scope.run(connection, work);
        await sql`COMMIT`.execute(connection);
        return result;
      } catch (error) {
        // Some failures (a full disk) end the transaction themselves: nothing is left to roll back.
        if (this.handle?.inTransaction) await sql`ROLLBACK`.execute(connection);
        throw error;
      }
    });
  }

  /**
   * Runs synchronous better-sqlite3 code on the SQLite connection when no other request's
   * transaction is open on it. SQLite only: a list's page and total in one read transaction, and
   * the FTS5 index (server/lists/sqliteReader.ts, searchTables.ts).
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
        if (this.engine === 'postgres') await holdLock(this.db, name);
        return work();
      });
    }
    // SQLite: a second process starting on the same file waits for the whole start-up (longer
    // than a request would) instead of reading a half-made schema.
    return this.sqliteTransaction(work, EXCLUSIVE_WAIT_MS);
  }

  /**
   * `exclusive` for the server's start-up. On PostgreSQL it runs on a connection of its own, closed
   * afterwards, without the limits of a request's statement (DB_STATEMENT_TIMEOUT_MS, cut by the
   * server and then by the driver) nor a DBA's default: waiting for another instance's start-up,
   * and converting a large area (its folded copy and trigram indexes: server/lists/), take longer
   * than a request may. Every query made through `this.db` while `work` runs is on it.
   */
  async startUp<T>(name: string, work: () => Promise<T>): Promise<T> {
    if (!this.startUpConfig || this.inTransaction) return this.exclusive(name, work);
    const startUp = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: resilientPool(this.startUpConfig) }),
    });
    try {
      return await startUp.transaction().execute((trx) =>
        this.scope.run(trx, async () => {
          await sql`SET LOCAL statement_timeout = 0`.execute(trx);
          await holdLock(trx, name);
          return work();
        }),
      );
    } finally {
      await startUp.destroy();
    }
  }

  /**
   * Whether the database answers a query within `waitMs`: throws DatabaseNotAnswering otherwise
   * (or the query's own error). A health probe runs it every few seconds: while the database does
   * not answer, the probes share the one query still waiting instead of each holding a connection.
   */
  async ping(waitMs: number): Promise<void> {
    this.pending ??= sql`SELECT 1`
      .execute(this.root)
      .then(() => undefined)
      .finally(() => {
        this.pending = undefined;
      });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DatabaseNotAnswering(waitMs)), waitMs);
    });
    try {
      await Promise.race([this.pending, late]);
    } finally {
      clearTimeout(timer);
    }
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
   * is told to plan once, and not to compile plans (JIT), before its first statement (not as a
   * startup option: it would replace the URL's own `options`, a search_path say, and a connection
   * pooler may refuse it; not from the pool's `connect` event, whose query would be queued behind
   * the caller's). Should that fail, the statements are planned per call.
   */
  private async runPrepared<T extends pg.QueryResultRow>(pool: pg.Pool, query: pg.QueryConfig): Promise<T[]> {
    const client = await pool.connect();
    let result: pg.QueryResult<T>;
    try {
      if (!this.plannedOnce.has(client)) {
        // Without JIT: a generic plan's cost is reckoned for any value (a walk of the whole order's
        // index), past jit_above_cost, and compiling it took 15 ms for a statement that runs in 3.
        await client
          .query(
            "SELECT set_config('plan_cache_mode', 'force_generic_plan', false), set_config('jit', 'off', false)",
          )
          .catch(() => undefined);
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

/** The value a unique violation names, when the engine says (PostgreSQL's `Key (email)=(x) …`). */
export function violatedValue(error: unknown): string | undefined {
  if ((error as { code?: unknown }).code !== '23505') return undefined;
  const detail = String((error as { detail?: unknown }).detail ?? '');
  return /^Key \(.+?\)=\((.*)\) already exists/.exec(detail)?.[1];
}
