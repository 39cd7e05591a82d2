/**
 * An in-memory stand-in for our server, as msw handlers, speaking the wire contract
 * (README.md, "The data provider"): list with skip/limit/sort/order/q/filters and X-Total-Count by the
 * shared list rules (resources/contracts/listQuery.ts), CRUD by key,
 * bulk delete, bulk toggle-active, bulk update, config lists. It validates with the shared schema, as the real
 * server does, and records every request so tests can assert on what was sent.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { fr } from '../../../../i18n/fr';
import { makeTranslate, type Messages } from '../../../../i18n/translate';
import {
  keyKindOf,
  listQueryError,
  listRules,
  parseListQuery,
  rawQuery,
  runListRequest,
  type ListRules,
} from '../../../../resources/contracts/listQuery';
import { TOTAL_ESTIMATED_HEADER, TOTAL_HEADER } from '../../../../resources/contracts/listTotal';
import type { ResourceDeclaration } from '../../../../resources/kit/defineResource';
import { hasServerKey, isSecret, keyOf } from '../../../../resources/kit/fields';
import { compileSchema } from '../../../../resources/kit/schema';

export type Row = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeApi {
  handlers: HttpHandler[];
  rows: Record<string, Row[]>;
  requests: RecordedRequest[];
  /** Requests of one method whose path starts with `prefix`. */
  sent: (method: string, prefix: string) => RecordedRequest[];
}

/** As the server serves them: French labels and their i18n keys (server/config/configRoutes.ts). */
export const LANGUAGES = [
  { code: 'fr', label: 'Français', labelKey: 'server.languages.fr' },
  { code: 'en', label: 'Anglais', labelKey: 'server.languages.en' },
];
export const ACTIVITY_TYPES = [
  { code: 'quiz', label: 'Quiz', labelKey: 'server.activityTypes.quiz' },
  { code: 'workshop', label: 'Atelier', labelKey: 'server.activityTypes.workshop' },
];

const translate = makeTranslate(fr as unknown as Messages);
const BASE_TIME = Date.parse('2025-01-01T08:00:00Z');

function matches(value: unknown, wanted: string[]): boolean {
  const values = Array.isArray(value) ? value : [value];
  return values.some((v) => wanted.includes(String(v)));
}

/**
 * `exactTotalLimit`: beyond this many matches the fake, as the server does, answers an estimate
 * (`estimate` of the true count) flagged by X-Total-Count-Estimated.
 */
export interface FakeApiOptions {
  exactTotalLimit?: number;
  estimate?: (count: number) => number;
}

export function fakeApi(
  declarations: readonly ResourceDeclaration[],
  seed: Record<string, Row[]> = {},
  options: FakeApiOptions = {},
): FakeApi {
  const byName = new Map(declarations.map((d) => [d.name, d]));
  const keyKinds = (resource: string) => {
    const declaration = byName.get(resource);
    return declaration ? keyKindOf(declaration) : undefined;
  };
  const rulesOf = new Map(declarations.map((d) => [d.name, listRules(d, keyKinds)]));
  const rows: Record<string, Row[]> = {};
  const requests: RecordedRequest[] = [];
  let clock = 0;
  const now = () => new Date(BASE_TIME + (clock += 60_000)).toISOString();
  for (const d of declarations)
    rows[d.name] = (seed[d.name] ?? []).map((r) => ({ created_at: now(), updated_at: now(), ...r }));

  const keyName = (resource: string) => keyOf(byName.get(resource) as ResourceDeclaration);
  const find = (resource: string, key: string) =>
    rows[resource]?.find((r) => String(r[keyName(resource)]) === key);

  /** What the server returns: computed counts added, secrets removed. */
  function out(resource: string, row: Row): Row {
    const declaration = byName.get(resource) as ResourceDeclaration;
    const result: Row = { ...row };
    for (const field of declaration.fields) {
      if (isSecret(field)) delete result[field.name];
      if (field.kind === 'computed') {
        const key = row[keyOf(declaration)];
        result[field.name] = (rows[field.count.resource] ?? []).filter((r) =>
          matches(r[field.count.via], [String(key)]),
        ).length;
      }
    }
    return result;
  }

  function invalid(resource: string, mode: 'create' | 'edit', body: Row, under = ['body']) {
    const result = compileSchema(byName.get(resource) as ResourceDeclaration, mode, translate).safeParse(
      body,
    );
    if (result.success) return undefined;
    const detail = result.error.issues.map((issue) => ({
      loc: [...under, ...issue.path],
      msg: issue.message,
      type: 'value_error',
    }));
    return HttpResponse.json({ detail }, { status: 422 });
  }

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

  const known = (resource: string) => byName.has(resource);

  const handlers: HttpHandler[] = [
    http.get('/api/config/languages', async ({ request }) => {
      await record(request, '/api/config/languages');
      return HttpResponse.json(LANGUAGES);
    }),
    http.get('/api/config/activity-types', async ({ request }) => {
      await record(request, '/api/config/activity-types');
      return HttpResponse.json(ACTIVITY_TYPES);
    }),
    // Nothing links to the fixtures' records unless a test says otherwise (server.use).
    http.get('/api/:resource/:key/delete-report', async ({ request, params }) => {
      if (!known(String(params.resource))) return undefined;
      await record(request, `/api/${String(params.resource)}/${String(params.key)}/delete-report`);
      return HttpResponse.json({ deletable: true, effects: [], blockers: [] });
    }),
    http.post('/api/:resource/bulk/delete-report', async ({ request, params }) => {
      if (!known(String(params.resource))) return undefined;
      await record(request, `/api/${String(params.resource)}/bulk/delete-report`);
      return HttpResponse.json({ deletable: true, effects: [], blockers: [] });
    }),
    http.delete('/api/:resource/bulk', async ({ request, params }) => {
      const resource = String(params.resource);
      if (!known(resource)) return undefined;
      await record(request, `/api/${resource}/bulk`);
      const { ids } = (await request.json()) as { ids: unknown[] };
      const wanted = ids.map(String);
      const before = rows[resource].length;
      rows[resource] = rows[resource].filter((r) => !wanted.includes(String(r[keyName(resource)])));
      return HttpResponse.json({ deleted: before - rows[resource].length });
    }),
    http.put('/api/:resource/bulk/toggle-active', async ({ request, params }) => {
      const resource = String(params.resource);
      if (!known(resource)) return undefined;
      await record(request, `/api/${resource}/bulk/toggle-active`);
      const { ids, active } = (await request.json()) as { ids: unknown[]; active: boolean };
      const wanted = ids.map(String);
      let updated = 0;
      for (const r of rows[resource]) {
        if (wanted.includes(String(r[keyName(resource)]))) {
          r.active = active;
          r.updated_at = now();
          updated += 1;
        }
      }
      return HttpResponse.json({ updated });
    }),
    http.put('/api/:resource/bulk/update', async ({ request, params }) => {
      const resource = String(params.resource);
      if (!known(resource)) return undefined;
      await record(request, `/api/${resource}/bulk/update`);
      const { ids, values } = (await request.json()) as { ids: unknown[]; values: Row };
      const refused = invalid(resource, 'edit', values, ['body', 'values']);
      if (refused) return refused;
      const wanted = ids.map(String);
      let updated = 0;
      for (const r of rows[resource]) {
        if (wanted.includes(String(r[keyName(resource)]))) {
          Object.assign(r, values, { updated_at: now() });
          updated += 1;
        }
      }
      return HttpResponse.json({ updated });
    }),
    http.get('/api/:resource', async ({ request, params }) => {
      const resource = String(params.resource);
      if (!known(resource)) return undefined;
      await record(request, `/api/${resource}`);
      const rules = rulesOf.get(resource) as ListRules;
      const parsed = parseListQuery(rules, rawQuery(new URL(request.url).searchParams));
      if (parsed.problems.length > 0)
        return HttpResponse.json(
          { detail: parsed.problems.map((problem) => listQueryError(problem, translate)) },
          { status: 422 },
        );
      const list = runListRequest(
        rules,
        rows[resource].map((r) => out(resource, r)),
        parsed.request,
      );
      const { exactTotalLimit = Infinity, estimate = (count: number) => count } = options;
      const headers: Record<string, string> =
        list.total > exactTotalLimit
          ? { [TOTAL_HEADER]: String(estimate(list.total)), [TOTAL_ESTIMATED_HEADER]: 'true' }
          : { [TOTAL_HEADER]: String(list.total) };
      return HttpResponse.json(list.rows, { headers });
    }),
    http.get('/api/:resource/:key', async ({ request, params }) => {
      const resource = String(params.resource);
      if (!known(resource)) return undefined;
      await record(request, `/api/${resource}/${String(params.key)}`);
      const found = find(resource, String(params.key));
      return found
        ? HttpResponse.json(out(resource, found))
        : HttpResponse.json({ detail: 'Introuvable' }, { status: 404 });
    }),
    http.post('/api/:resource', async ({ request, params }) => {
      const resource = String(params.resource);
      if (!known(resource)) return undefined;
      await record(request, `/api/${resource}`);
      const body = (await request.json()) as Row;
      const refused = invalid(resource, 'create', body);
      if (refused) return refused;
      const declaration = byName.get(resource) as ResourceDeclaration;
      const row: Row = { ...body, created_at: now(), updated_at: now() };
      if (hasServerKey(declaration)) row.id = Math.max(0, ...rows[resource].map((r) => Number(r.id))) + 1;
      rows[resource].push(row);
      return HttpResponse.json(out(resource, row), { status: 201 });
    }),
    http.put('/api/:resource/:key', async ({ request, params }) => {
      const resource = String(params.resource);
      if (!known(resource)) return undefined;
      await record(request, `/api/${resource}/${String(params.key)}`);
      const found = find(resource, String(params.key));
      if (!found) return HttpResponse.json({ detail: 'Introuvable' }, { status: 404 });
      const body = (await request.json()) as Row;
      const refused = invalid(resource, 'edit', body);
      if (refused) return refused;
      Object.assign(found, body, { updated_at: now() });
      return HttpResponse.json(out(resource, found));
    }),
    http.delete('/api/:resource/:key', async ({ request, params }) => {
      const resource = String(params.resource);
      if (!known(resource)) return undefined;
      await record(request, `/api/${resource}/${String(params.key)}`);
      const key = String(params.key);
      rows[resource] = rows[resource].filter((r) => String(r[keyName(resource)]) !== key);
      return HttpResponse.json({ deleted: key });
    }),
  ];

  return {
    handlers,
    rows,
    requests,
    sent: (method, prefix) => requests.filter((r) => r.method === method && r.path.startsWith(prefix)),
  };
}
