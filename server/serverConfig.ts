/** The server's settings, read from the environment by start.ts and the seed command. */
import { join, resolve } from 'node:path';
import type { AdminCredentials } from './auth/ensureAdmin';
import { DEFAULT_TOKEN_TTL_MS } from './auth/tokenStore';
import { t } from './http/messages';
import { DEFAULT_IMPORT_MAX_CONCURRENT } from './import/importGate';
import type { ImportSettings } from './import/importRoutes';
import { defaultHashThreads } from './import/passwordHashing';
import { DEFAULT_TRASH_RETENTION_DAYS } from './trash/trashRetention';
import { DEFAULT_UPLOAD_LIMIT_BYTES } from '../resources/contracts/mediaRules';

export { DEFAULT_UPLOAD_LIMIT_BYTES };

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** How long the database may take, by default: see DatabaseTimeouts. */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 15_000,
  idleInTransactionTimeoutMs: 30_000,
  sqliteBusyTimeoutMs: 5_000,
};

/** The database's time limits (0: none), in milliseconds. */
export interface DatabaseTimeouts {
  /** PostgreSQL: to get a connection, new or from a full pool (`DB_CONNECT_TIMEOUT_MS`). */
  connectTimeoutMs: number;
  /** PostgreSQL: for one statement (`DB_STATEMENT_TIMEOUT_MS`). */
  statementTimeoutMs: number;
  /** PostgreSQL: for a transaction left idle (`DB_IDLE_IN_TRANSACTION_TIMEOUT_MS`). */
  idleInTransactionTimeoutMs: number;
  /** SQLite: for a write to get the file's write lock from another process (`SQLITE_BUSY_TIMEOUT_MS`). */
  sqliteBusyTimeoutMs: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL (`DATABASE_URL`) instead of the SQLite file of the data directory. */
  databaseUrl?: string;
  /** Uploaded media (`MEDIA_DIR`, default `{dataDir}/media`): shared storage when instances share PostgreSQL. */
  mediaDir: string;
  logLevel: string;
  production: boolean;
  admin?: AdminCredentials;
  tokenTtlMs: number;
  uploadLimitBytes: number;
  /** Other origins allowed to call the API (none by default in production: the app is same-origin). */
  corsOrigins: string[] | boolean;
  requestTimeoutMs: number;
  trustProxy: boolean;
  /** `IMPORT_MAX_CONCURRENT` (imports at once, default 2) and `IMPORT_HASH_THREADS` (default: cores - 1). */
  imports: ImportSettings;
  /** Fill a fresh database with the demo data (default outside production; DEMO_DATA=0 turns it off). */
  demoData: boolean;
  /** `auto`: build when dist/ is missing or older than the sources; `missing`: only when missing; `never`. */
  build: 'auto' | 'missing' | 'never';
  databaseTimeouts: DatabaseTimeouts;
  /** PostgreSQL: connections in each of its two pools (`DB_POOL_SIZE`; default: twice the cores, at most 10). */
  databasePoolSize?: number;
  /** Days a deleted record stays in the trash (`TRASH_RETENTION_DAYS`, default 30; 0: purged at the next sweep). */
  trashRetentionDays: number;
}

/** A setting that cannot be used; start.ts prints the message and exits. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** The URL as it may be printed: no password. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url.replace(/\/\/([^:/@]*):[^@]*@/, '//$1:***@');
  }
}

function databaseUrlFrom(raw: string | undefined): string | undefined {
  const url = raw?.trim();
  if (!url) return undefined;
  if (!/^postgres(ql)?:\/\/./i.test(url))
    throw new ConfigError(t('server.start.badDatabaseUrl', { url: withoutPassword(url) }));
  return url;
}

function positiveNumber(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** A duration where 0 means "no limit"; anything unreadable keeps the default. */
function milliseconds(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isFinite(value) && value >= 0
    ? Math.floor(value)
    : fallback;
}

/** A whole number of connections, at least 1; anything else leaves the default (undefined). */
function poolSizeFrom(raw: string | undefined): number | undefined {
  const value = Math.floor(positiveNumber(raw, Number.NaN));
  return value >= 1 ? value : undefined;
}

function databaseTimeoutsFrom(env: NodeJS.ProcessEnv): DatabaseTimeouts {
  const defaults = DEFAULT_DATABASE_TIMEOUTS;
  return {
    connectTimeoutMs: milliseconds(env.DB_CONNECT_TIMEOUT_MS, defaults.connectTimeoutMs),
    statementTimeoutMs: milliseconds(env.DB_STATEMENT_TIMEOUT_MS, defaults.statementTimeoutMs),
    idleInTransactionTimeoutMs: milliseconds(
      env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      defaults.idleInTransactionTimeoutMs,
    ),
    sqliteBusyTimeoutMs: milliseconds(env.SQLITE_BUSY_TIMEOUT_MS, defaults.sqliteBusyTimeoutMs),
  };
}

export function readServerConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const email = env.ADMIN_EMAIL?.trim();
  const password = env.ADMIN_PASSWORD;
  const origins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const build =
    env.EDUADMIN_BUILD === 'missing' || env.EDUADMIN_BUILD === 'never' ? env.EDUADMIN_BUILD : 'auto';
  const dataDir = resolve(cwd, env.DATA_DIR?.trim() || './data');
  return {
    port: Math.floor(positiveNumber(env.PORT, 8080)),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir,
    databaseUrl: databaseUrlFrom(env.DATABASE_URL),
    mediaDir: env.MEDIA_DIR?.trim() ? resolve(cwd, env.MEDIA_DIR.trim()) : join(dataDir, 'media'),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    production,
    admin: email && password ? { email, password } : undefined,
    tokenTtlMs: positiveNumber(env.TOKEN_TTL_HOURS, DEFAULT_TOKEN_TTL_MS / 3600000) * 3600000,
    uploadLimitBytes: positiveNumber(env.UPLOAD_LIMIT_MB, DEFAULT_UPLOAD_LIMIT_BYTES / 1048576) * 1048576,
    corsOrigins: origins.length > 0 ? origins : !production,
    requestTimeoutMs: positiveNumber(env.REQUEST_TIMEOUT_SECONDS, DEFAULT_REQUEST_TIMEOUT_MS / 1000) * 1000,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    imports: {
      maxConcurrent: Math.floor(positiveNumber(env.IMPORT_MAX_CONCURRENT, DEFAULT_IMPORT_MAX_CONCURRENT)),
      hashThreads: Math.floor(positiveNumber(env.IMPORT_HASH_THREADS, defaultHashThreads())),
    },
    demoData: env.DEMO_DATA === undefined ? !production : env.DEMO_DATA === '1' || env.DEMO_DATA === 'true',
    build,
    databaseTimeouts: databaseTimeoutsFrom(env),
    databasePoolSize: poolSizeFrom(env.DB_POOL_SIZE),
    trashRetentionDays: milliseconds(env.TRASH_RETENTION_DAYS, DEFAULT_TRASH_RETENTION_DAYS),
  };
}
