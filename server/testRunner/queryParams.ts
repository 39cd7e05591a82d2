/** Reading the query strings of the test routes, with FastAPI-style 422 details in French. */
import { ApiError } from '../http/apiError';
import { serverMessage } from './messages';

type Query = Record<string, unknown>;

const invalid = (name: string, msg: string, type: string) =>
  new ApiError(422, [{ loc: ['query', name], msg, type }]);

function single(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  return Array.isArray(value) ? String(value[value.length - 1]) : String(value);
}

export function enumParam<T extends string>(
  query: Query,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const value = single(query, name);
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    throw invalid(name, serverMessage('invalidEnum', { allowed: allowed.join(', ') }), 'enum');
  }
  return value as T;
}

export function booleanParam(query: Query, name: string): boolean {
  const value = single(query, name)?.toLowerCase();
  if (value === undefined) return false;
  if (['true', '1', 'yes', 'on'].includes(value)) return true;
  if (['false', '0', 'no', 'off'].includes(value)) return false;
  throw invalid(name, serverMessage('invalidBoolean'), 'bool_parsing');
}

export function limitParam(query: Query, name: string, fallback: number, max: number): number {
  const value = single(query, name);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max) {
    throw invalid(name, serverMessage('invalidLimit', { max }), 'int_parsing');
  }
  return number;
}

export function stringParam(query: Query, name: string): string | undefined {
  return single(query, name);
}
