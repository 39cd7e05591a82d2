/**
 * POST /api/gadgets/import as msw: each row is judged like the server would (an existing id is an
 * update or unchanged, a short title is an error on that cell), in 'all' or 'valid' mode.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ImportReport, ImportRequest, RowReport } from '../../../../resources/contracts/importContract';
import type { FakeApi } from '../../engine/support/fakeApi';

export const TITLE_TOO_SHORT = 'Le titre doit contenir au moins 3 caractères';
export const BATCH_ID = 'lot-2025-import';

export interface FakeImport {
  handlers: HttpHandler[];
  bodies: ImportRequest[];
}

export function fakeImport(api: FakeApi): FakeImport {
  const bodies: ImportRequest[] = [];
  const judge = (row: Record<string, string>, index: number): RowReport => {
    const title = (row.title ?? '').trim();
    if (title.length < 3) {
      return { row: index + 1, verdict: 'error', errors: [{ field: 'title', msg: TITLE_TOO_SHORT }] };
    }
    const existing = api.rows.gadgets.find((r) => String(r.id) === row.id);
    if (!existing) return { row: index + 1, verdict: 'create', errors: [] };
    const same = Object.entries(row).every(([field, value]) => String(existing[field] ?? '') === value);
    return { row: index + 1, verdict: same ? 'unchanged' : 'update', key: Number(row.id), errors: [] };
  };
  const handlers: HttpHandler[] = [
    http.post('/api/gadgets/import', async ({ request }) => {
      const body = (await request.json()) as ImportRequest;
      bodies.push(body);
      const rows = body.rows.map(judge);
      const count = (verdict: RowReport['verdict']) => rows.filter((r) => r.verdict === verdict).length;
      const errors = count('error');
      const writes = !body.dry_run && (body.mode === 'valid' || errors === 0);
      const report: ImportReport = {
        dry_run: body.dry_run === true,
        batch_id: writes ? BATCH_ID : null,
        created: count('create'),
        updated: count('update'),
        unchanged: count('unchanged'),
        errors,
        rows,
        // As the server does for a preview: about 0.06 s a row (a password hashed each).
        ...(body.dry_run ? { estimated_seconds: Math.ceil(rows.length * 0.06) } : {}),
      };
      return HttpResponse.json(report);
    }),
  ];
  return { handlers, bodies };
}
