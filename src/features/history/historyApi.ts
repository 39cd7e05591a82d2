/**
 * The change history endpoints, through the app's HTTP client so that a 401 ends the session like
 * any other call. Lists are paged like resource lists: skip, limit, and the total in X-Total-Count.
 */
import type {
  HistoryEntry,
  HistoryFilter,
  RestoreBody,
  UndoStep,
} from '../../../resources/contracts/historyContract';
import { request } from '../../providers/http/httpClient';
import { totalFromHeaders } from '../../providers/data/listQuery';
import { noteWritten } from '../../providers/data/writtenRecords';

export interface HistoryPage {
  entries: HistoryEntry[];
  total: number;
}

export interface PageRequest {
  /** 1-based, like react-admin's pagination. */
  page: number;
  perPage: number;
}

function isEntry(value: unknown): value is HistoryEntry {
  return typeof value === 'object' && value !== null && 'id' in value && 'action' in value;
}

function toPage(json: unknown, headers: Headers): HistoryPage {
  const entries = Array.isArray(json) ? json.filter(isEntry) : [];
  return { entries, total: totalFromHeaders(headers) ?? entries.length };
}

const paging = ({ page, perPage }: PageRequest) => ({ skip: (page - 1) * perPage, limit: perPage });

export async function fetchRecordHistory(
  resource: string,
  key: string | number,
  paged: PageRequest,
): Promise<HistoryPage> {
  const path = `/api/${encodeURIComponent(resource)}/${encodeURIComponent(String(key))}/history`;
  const { json, headers } = await request(path, { query: paging(paged) });
  return toPage(json, headers);
}

export async function fetchHistory(filter: HistoryFilter, paged: PageRequest): Promise<HistoryPage> {
  const { json, headers } = await request('/api/history', { query: { ...filter, ...paging(paged) } });
  return toPage(json, headers);
}

/** The entry's record, as the lists' reference cells name it (writtenRecords.ts). */
type EntryRecord = Pick<HistoryEntry, 'resource' | 'record_key'>;

/** Writes an entry's snapshot back; resolves with the restored record. 409 when stale or refused. */
export async function restoreHistoryEntry(
  entry: EntryRecord & Pick<HistoryEntry, 'id'>,
  body: RestoreBody,
): Promise<Record<string, unknown>> {
  const { json } = await request<Record<string, unknown>>(`/api/history/${entry.id}/restore`, {
    method: 'POST',
    body,
  });
  noteWritten(entry.resource, [entry.record_key]);
  return json;
}

export async function previewUndo(batch: string): Promise<UndoStep[]> {
  const { json } = await request<{ steps?: UndoStep[] }>(
    `/api/history/batches/${encodeURIComponent(batch)}/undo`,
  );
  return Array.isArray(json.steps) ? json.steps : [];
}

/**
 * Reverts the batch in one transaction; 409 (French detail) when records changed and none are
 * skipped. `steps` are its preview's: the records it may have written.
 */
export async function undoBatch(
  batch: string,
  skipChanged: boolean,
  steps: readonly EntryRecord[],
): Promise<void> {
  await request(`/api/history/batches/${encodeURIComponent(batch)}/undo`, {
    method: 'POST',
    body: { skip_changed: skipChanged },
  });
  for (const step of steps) noteWritten(step.resource, [step.record_key]);
}
