/**
 * POST /api/{resource}/import through the app's HTTP client (a 401 ends the session as anywhere
 * else). The preview is a dry run sent in chunks, so a large file shows progress and no request
 * is huge; the reports are merged with rows renumbered as in the whole file.
 */
import type { ImportMode, ImportReport, RowReport } from '../../../resources/contracts/importContract';
import { noteWritten } from '../../providers/data/writtenRecords';
import { request } from '../../providers/http/httpClient';

export const PREVIEW_CHUNK_ROWS = 1000;

type Rows = Record<string, string>[];

export async function postImport(
  resource: string,
  rows: Rows,
  mode: ImportMode,
  dryRun: boolean,
): Promise<ImportReport> {
  const { json } = await request<ImportReport>(`/api/${encodeURIComponent(resource)}/import`, {
    method: 'POST',
    body: { rows, mode, dry_run: dryRun },
  });
  // The records it updated, for the lists' reference cells (writtenRecords.ts).
  if (!dryRun && json.batch_id !== null)
    noteWritten(
      resource,
      json.rows.flatMap((row) => (row.verdict === 'update' ? [row.key] : [])),
    );
  return json;
}

export function mergeReports(reports: readonly ImportReport[], offsets: readonly number[]): ImportReport {
  const rows: RowReport[] = reports.flatMap((report, index) =>
    report.rows.map((row) => ({ ...row, row: row.row + offsets[index] })),
  );
  const sum = (pick: (r: ImportReport) => number) => reports.reduce((total, r) => total + pick(r), 0);
  // Each chunk's estimate counts its own rows: the whole file's write takes about their sum.
  const estimated = reports.some((r) => r.estimated_seconds !== undefined)
    ? { estimated_seconds: sum((r) => r.estimated_seconds ?? 0) }
    : {};
  return {
    ...estimated,
    dry_run: true,
    batch_id: null,
    created: sum((r) => r.created),
    updated: sum((r) => r.updated),
    unchanged: sum((r) => r.unchanged),
    errors: sum((r) => r.errors),
    rows,
  };
}

/** The dry run of every row, chunk after chunk; `onProgress` receives the rows checked so far. */
export async function previewImport(
  resource: string,
  rows: Rows,
  mode: ImportMode,
  onProgress: (done: number) => void,
): Promise<ImportReport> {
  const reports: ImportReport[] = [];
  const offsets: number[] = [];
  for (let start = 0; start < rows.length; start += PREVIEW_CHUNK_ROWS) {
    const chunk = rows.slice(start, start + PREVIEW_CHUNK_ROWS);
    reports.push(await postImport(resource, chunk, mode, true));
    offsets.push(start);
    onProgress(start + chunk.length);
  }
  return mergeReports(reports, offsets);
}
