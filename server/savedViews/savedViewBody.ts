/**
 * The checks of a saved view's body, each refusal a 422 on its field in French: a name (required,
 * at most SAVED_VIEW_NAME_MAX characters), parameters shaped as a list's (filter object, sort,
 * page size, columns), and a role that exists. Who may share with which role is the routes' check.
 */
import {
  SAVED_VIEW_NAME_MAX,
  SAVED_VIEW_PARAMS_MAX,
  SAVED_VIEW_PER_PAGE_MAX,
  type SavedViewParams,
} from '../../resources/contracts/savedViewContract';
import { ROLES } from '../../resources/roles';
import type { FieldError } from '../http/apiError';
import { t } from '../http/messages';

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const refusal = (field: string, msg: string): FieldError => ({
  loc: ['body', field],
  msg,
  type: 'value_error',
});

/** The trimmed name, or the refusal. */
export function readName(value: unknown): string | FieldError {
  if (value !== undefined && value !== null && typeof value !== 'string')
    return refusal('name', t('validation.text'));
  const name = typeof value === 'string' ? value.trim() : '';
  if (name === '') return refusal('name', t('validation.required'));
  if ([...name].length > SAVED_VIEW_NAME_MAX)
    return refusal('name', t('validation.maxLength', { max: SAVED_VIEW_NAME_MAX }));
  return name;
}

function readSort(value: unknown): SavedViewParams['sort'] | undefined {
  if (value === null || value === undefined) return null;
  if (!isObject(value) || typeof value.field !== 'string' || value.field === '') return undefined;
  if (value.order !== 'ASC' && value.order !== 'DESC') return undefined;
  return { field: value.field, order: value.order };
}

function readPerPage(value: unknown): number | null | undefined {
  if (value === null || value === undefined) return null;
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= SAVED_VIEW_PER_PAGE_MAX
    ? (value as number)
    : undefined;
}

function readColumns(value: unknown): string[] | null | undefined {
  if (value === null || value === undefined) return null;
  return Array.isArray(value) && value.every((column) => typeof column === 'string')
    ? (value as string[])
    : undefined;
}

/** A list's parameters, or the refusal naming what is wrong with them. */
export function readParams(value: unknown): SavedViewParams | FieldError {
  if (!isObject(value)) return refusal('params', t('server.savedViews.params'));
  const filter = value.filter ?? {};
  const sort = readSort(value.sort);
  const perPage = readPerPage(value.perPage);
  const columns = readColumns(value.columns);
  if (!isObject(filter) || sort === undefined || perPage === undefined || columns === undefined)
    return refusal('params', t('server.savedViews.params'));
  const params = { filter, sort, perPage, columns };
  if (JSON.stringify(params).length > SAVED_VIEW_PARAMS_MAX)
    return refusal('params', t('server.savedViews.paramsTooLarge', { max: SAVED_VIEW_PARAMS_MAX }));
  return params;
}

/** null (not shared), or a role that exists; the refusal otherwise. */
export function readSharedRole(value: unknown): string | null | FieldError {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string' || !Object.hasOwn(ROLES, value))
    return refusal(
      'shared_role',
      t('server.savedViews.unknownRole', { allowed: Object.keys(ROLES).join(', ') }),
    );
  return value;
}

export const isRefusal = (value: unknown): value is FieldError =>
  isObject(value) && Array.isArray(value.loc) && typeof value.msg === 'string';
