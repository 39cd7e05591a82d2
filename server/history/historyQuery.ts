/**
 * Reads the journal's query parameters (filters, skip, limit) into comparisons over `_history`.
 * Column names and operators are fixed here; request values only ever travel as parameters.
 */
import { HISTORY_ACTIONS, type HistoryAction } from '../../resources/contracts/historyContract';
import { ApiError, type FieldError } from '../http/apiError';
import { t } from '../http/messages';
import { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT } from '../../resources/contracts/listLimits';
import { single, type RawQuery } from '../lists/listQuery';
import type { HistoryFilter, HistoryQuery } from './historyStore';

const FILTERS = ['resource', 'user_id', 'action', 'record_key', 'batch_id', 'from', 'to'] as const;
const PAGING = ['skip', 'limit'];
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

function integer(
  raw: string | undefined,
  name: string,
  bounds: { min: number; max: number; message: string },
  errors: FieldError[],
): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^-?\d+$/.test(raw)) {
    errors.push({ loc: ['query', name], msg: t('server.query.integer'), type: 'int_parsing' });
    return undefined;
  }
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < bounds.min || value > bounds.max) {
    errors.push({ loc: ['query', name], msg: bounds.message, type: 'value_error' });
    return undefined;
  }
  return value;
}

/**
 * An ISO date or date-time as the instant a bound stands for. A bare date is inclusive: `to`
 * then means the end of that day.
 */
function bound(raw: string | undefined, name: 'from' | 'to', errors: FieldError[]): string | undefined {
  if (raw === undefined) return undefined;
  const time = Date.parse(raw);
  if (Number.isNaN(time)) {
    errors.push({ loc: ['query', name], msg: t('server.history.badDate'), type: 'value_error' });
    return undefined;
  }
  const end = name === 'to' && DATE_ONLY.test(raw) ? time + DAY_MS - 1 : time;
  return new Date(end).toISOString();
}

export interface HistoryScope {
  /** Area names that may be asked for. */
  resources: ReadonlySet<string>;
  /** Fixed by the route (GET /api/{resource}/{key}/history). */
  resource?: string;
  recordKey?: string;
}

export function parseHistoryQuery(query: RawQuery, scope: HistoryScope): HistoryQuery {
  const errors: FieldError[] = [];
  for (const name of Object.keys(query)) {
    if (!PAGING.includes(name) && !(FILTERS as readonly string[]).includes(name)) {
      errors.push({
        loc: ['query', name],
        msg: t('server.query.filter', { field: name }),
        type: 'value_error',
      });
    }
  }
  const skip =
    integer(
      single(query, 'skip', errors),
      'skip',
      { min: 0, max: Number.MAX_SAFE_INTEGER, message: t('server.query.skip') },
      errors,
    ) ?? 0;
  const limitMessage = t('server.query.limit', { min: 1, max: MAX_LIST_LIMIT });
  const limit =
    integer(
      single(query, 'limit', errors),
      'limit',
      { min: 1, max: MAX_LIST_LIMIT, message: limitMessage },
      errors,
    ) ?? DEFAULT_LIST_LIMIT;

  const filters: HistoryFilter[] = [];
  const add = (column: HistoryFilter['column'], op: HistoryFilter['op'], value: string | number) => {
    filters.push({ column, op, value });
  };

  const resource = scope.resource ?? single(query, 'resource', errors);
  if (resource !== undefined) {
    if (!scope.resources.has(resource)) {
      errors.push({
        loc: ['query', 'resource'],
        msg: t('server.history.unknownResource', { resource }),
        type: 'value_error',
      });
    } else add('resource', '=', resource);
  }
  const recordKey = scope.recordKey ?? single(query, 'record_key', errors);
  if (recordKey !== undefined) add('record_key', '=', recordKey);
  const userId = integer(
    single(query, 'user_id', errors),
    'user_id',
    { min: 0, max: Number.MAX_SAFE_INTEGER, message: t('server.query.integer') },
    errors,
  );
  if (userId !== undefined) add('user_id', '=', userId);
  const action = single(query, 'action', errors);
  if (action !== undefined) {
    if (!HISTORY_ACTIONS.includes(action as HistoryAction)) {
      errors.push({
        loc: ['query', 'action'],
        msg: t('server.history.unknownAction', { allowed: HISTORY_ACTIONS.join(', ') }),
        type: 'value_error',
      });
    } else add('action', '=', action);
  }
  const batchId = single(query, 'batch_id', errors);
  if (batchId !== undefined) add('batch_id', '=', batchId);
  const from = bound(single(query, 'from', errors), 'from', errors);
  if (from !== undefined) add('at', '>=', from);
  const to = bound(single(query, 'to', errors), 'to', errors);
  if (to !== undefined) add('at', '<=', to);

  if (errors.length > 0) throw new ApiError(422, errors);
  return { filters, skip, limit };
}
