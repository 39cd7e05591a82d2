/**
 * Which failures mean "the database cannot serve now" rather than "this request is wrong" or "the
 * server has a bug": they are answered 503 with Retry-After (server/http/errorHandler.ts), so a
 * client or a load balancer tries again instead of reporting an internal error.
 */

/** `unreachable`: PostgreSQL is down, restarting or not answering; `busy`: another process holds SQLite's write lock. */
export type Unavailability = 'unreachable' | 'busy';

/** Thrown when the database has not answered within a bounded wait (see Database.ping). */
export class DatabaseNotAnswering extends Error {
  constructor(waitedMs: number) {
    super(`The database did not answer within ${waitedMs} ms`);
    this.name = 'DatabaseNotAnswering';
  }
}

/** Socket errors of a connection that cannot be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of a server going away or refusing work for a while: shutdowns (57P01-03),
 * a statement or an idle transaction cut by its timeout (57014, 25P03), no connection slot (53300).
 * Class 08 (connection exceptions) is matched by prefix.
 */
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '57014', '25P03', '53300']);

/** node-postgres's own errors for a connection that ended, timed out or broke (they carry no code). */
const POSTGRES_CLIENT_MESSAGES =
  /^(Connection terminated|Query read timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;

function codeOf(error: object): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : '';
}

/** Why the database cannot serve, when that is what `error` says; undefined for any other failure. */
export function databaseUnavailability(error: unknown): Unavailability | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if (error instanceof DatabaseNotAnswering) return 'unreachable';
  const code = codeOf(error);
  if (code.startsWith('SQLITE_BUSY')) return 'busy';
  if (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
    return 'unreachable';
  if (error instanceof Error && POSTGRES_CLIENT_MESSAGES.test(error.message)) return 'unreachable';
  // A host name with several addresses fails with every attempt's error together.
  if (error instanceof AggregateError) {
    for (const each of error.errors as unknown[]) {
      const found = databaseUnavailability(each);
      if (found) return found;
    }
  }
  return undefined;
}
