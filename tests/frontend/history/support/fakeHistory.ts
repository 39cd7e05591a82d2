/**
 * The history endpoints as msw handlers over a fakeApi's rows: per-record and global lists
 * (paged, X-Total-Count, newest first as given), and restore with the server's stale check.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { HistoryEntry } from '../../../../resources/contracts/historyContract';
import type { FakeApi, RecordedRequest, Row } from '../../engine/support/fakeApi';

export const STALE_DETAIL =
  'Cet élément a été modifié depuis : rechargez la page avant de restaurer cette version.';

export interface FakeHistory {
  handlers: HttpHandler[];
  requests: RecordedRequest[];
}

function page(list: HistoryEntry[], url: URL) {
  const skip = Number(url.searchParams.get('skip') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? list.length);
  return HttpResponse.json(list.slice(skip, skip + limit), {
    headers: { 'X-Total-Count': String(list.length) },
  });
}

export function fakeHistory(api: FakeApi, entries: HistoryEntry[]): FakeHistory {
  const requests: RecordedRequest[] = [];
  const record = async (request: Request, path: string) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    requests.push({
      method: request.method,
      path,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
    });
  };
  const handlers: HttpHandler[] = [
    http.get('/api/history', async ({ request }) => {
      await record(request, '/api/history');
      const url = new URL(request.url);
      const wanted = (name: string) => url.searchParams.get(name);
      const list = entries.filter(
        (e) =>
          (!wanted('resource') || e.resource === wanted('resource')) &&
          (!wanted('action') || e.action === wanted('action')) &&
          (!wanted('user_id') || String(e.user_id) === wanted('user_id')) &&
          (!wanted('batch_id') || e.batch_id === wanted('batch_id')),
      );
      return page(list, url);
    }),
    http.get('/api/:resource/:key/history', async ({ request, params }) => {
      const path = `/api/${String(params.resource)}/${String(params.key)}/history`;
      await record(request, path);
      const list = entries.filter(
        (e) => e.resource === params.resource && e.record_key === String(params.key),
      );
      return page(list, new URL(request.url));
    }),
    http.post('/api/history/:id/restore', async ({ request, params }) => {
      await record(request, `/api/history/${String(params.id)}/restore`);
      const entry = entries.find((e) => e.id === Number(params.id));
      if (!entry) return HttpResponse.json({ detail: 'Introuvable' }, { status: 404 });
      const body = (await request.json()) as { updated_at?: string };
      const rows = api.rows[entry.resource];
      const current = rows.find((r) => String(r.id) === entry.record_key);
      if (current && current.updated_at !== body.updated_at) {
        return HttpResponse.json({ detail: STALE_DETAIL }, { status: 409 });
      }
      const restored: Row = { ...(current ?? {}), ...entry.snapshot, updated_at: '2030-01-01T00:00:00.000Z' };
      if (current) Object.assign(current, restored);
      else rows.push(restored);
      return HttpResponse.json(restored);
    }),
  ];
  return { handlers, requests };
}
