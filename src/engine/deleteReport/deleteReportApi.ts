/**
 * What a delete will touch, asked of the server before the confirmation (GET
 * /api/{resource}/{key}/delete-report, POST /api/{resource}/bulk/delete-report for a selection).
 */
import type { DeleteReport } from '../../../resources/contracts/trashContract';
import { request } from '../../providers/http/httpClient';

function isReport(value: unknown): value is DeleteReport {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as DeleteReport).effects) &&
    Array.isArray((value as DeleteReport).blockers)
  );
}

const EMPTY: DeleteReport = { deletable: true, effects: [], blockers: [] };

export async function fetchDeleteReport(
  resource: string,
  ids: readonly (string | number)[],
): Promise<DeleteReport> {
  const area = `/api/${encodeURIComponent(resource)}`;
  const { json } =
    ids.length === 1
      ? await request(`${area}/${encodeURIComponent(String(ids[0]))}/delete-report`)
      : await request(`${area}/bulk/delete-report`, { method: 'POST', body: { ids } });
  // A back end without the report (the platform's own API) deletes without one.
  return isReport(json) ? json : EMPTY;
}
