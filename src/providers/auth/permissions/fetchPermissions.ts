/**
 * GET /api/permissions. The reference server answers with the person's rules; an API a deployer
 * points the app at may not know the route (404, or an answer that is not the contract's JSON):
 * then the app shows everything and the server decides (issue 29).
 */
import type { PermissionsAnswer } from '../../../../resources/contracts/permissionsContract';
import { request } from '../../http/httpClient';
import { HttpError } from 'react-admin';

/** Statuses meaning "this API has no such route". */
const NOT_SERVED = new Set([404, 405, 501]);

function isAnswer(json: unknown): json is PermissionsAnswer {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return false;
  const answer = json as Partial<PermissionsAnswer>;
  return Array.isArray(answer.rules);
}

/** The person's permissions, or `null` when this API does not report them. */
export async function fetchPermissions(): Promise<PermissionsAnswer | null> {
  try {
    const { json } = await request<unknown>('/api/permissions');
    return isAnswer(json) ? json : null;
  } catch (error) {
    if (error instanceof HttpError && NOT_SERVED.has(error.status)) return null;
    throw error;
  }
}
