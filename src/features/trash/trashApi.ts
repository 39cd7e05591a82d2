/**
 * The trash endpoints, through the app's HTTP client (a 401 ends the session like any call): the
 * page of deleted records (total in X-Total-Count), restore, purge.
 */
import type { RestoreAnswer, TrashEntry } from '../../../resources/contracts/trashContract';
import { totalFromHeaders } from '../../providers/data/listQuery';
import { request } from '../../providers/http/httpClient';

export interface TrashPage {
  entries: TrashEntry[];
  total: number;
}

function isEntry(value: unknown): value is TrashEntry {
  return typeof value === 'object' && value !== null && 'id' in value && 'resource' in value;
}

export async function fetchTrash(area: string, page: number, perPage: number): Promise<TrashPage> {
  const { json, headers } = await request('/api/trash', {
    query: { area: area || null, skip: (page - 1) * perPage, limit: perPage },
  });
  const entries = Array.isArray(json) ? json.filter(isEntry) : [];
  return { entries, total: totalFromHeaders(headers) ?? entries.length };
}

export async function restoreFromTrash(id: number): Promise<RestoreAnswer> {
  const { json } = await request<RestoreAnswer>(`/api/trash/${id}/restore`, { method: 'POST' });
  return { ...json, notRelinked: Array.isArray(json.notRelinked) ? json.notRelinked : [] };
}

export async function purgeFromTrash(id: number): Promise<void> {
  await request(`/api/trash/${id}`, { method: 'DELETE' });
}
