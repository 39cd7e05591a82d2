/**
 * "A route without a declared permission is a defect" (issue 29): every route Fastify registered
 * under /api, in the app as it starts in development (test runner included), declares what it
 * needs in `config.permission`, and what it names exists: an area or a page subject, with one of
 * its actions. Only the OpenAPI document is served before sign-in in development, on purpose.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AREA_ACTIONS,
  PAGE_SUBJECTS,
  type PageSubject,
} from '../../../resources/contracts/permissionsContract';
import { PAGE_ACTIONS } from '../../../resources/roles';
import type { ApiRoute } from '../../../server/auth/declaredRoutes';
import { loadDeclarations } from '../../../server/resources/loadDeclarations';
import { startTestServer, type TestServer } from '../support/testServer';

/** Served to anyone in development, before the token check: the tools that generate clients read it. */
const OPEN_IN_DEVELOPMENT = ['/api/openapi.json'];

let server: TestServer;
let routes: readonly ApiRoute[];

beforeAll(async () => {
  server = await startTestServer();
  routes = server.app.apiRoutes;
  areas = new Set((await loadDeclarations()).map((declaration) => declaration.name));
});

afterAll(async () => {
  await server.close();
});

const named = (route: ApiRoute) => `${route.method} ${route.url}`;

let areas: Set<string>;

describe('the routes under /api', () => {
  it('are all noted, the test runner’s and every area’s included', () => {
    const urls = new Set(routes.map((route) => route.url));
    for (const url of ['/api/history', '/api/trash', '/api/logout', '/api/tests/', '/api/tests/run-all']) {
      expect(urls).toContain(url);
    }
    for (const area of areas) {
      expect(urls).toContain(`/api/${area}`);
      expect(urls).toContain(`/api/${area}/:key/history`);
    }
  });

  it('each declare a permission', () => {
    const undeclared = routes.filter(
      (route) => route.permission === undefined && !OPEN_IN_DEVELOPMENT.includes(route.url),
    );
    expect(undeclared.map(named)).toEqual([]);
  });

  it('name a subject that exists and one of its actions', () => {
    const wrong = routes.filter((route) => {
      const { permission } = route;
      if (permission === undefined || permission === 'signedIn' || typeof permission === 'function')
        return false;
      if (areas.has(permission.subject))
        return !(AREA_ACTIONS as readonly string[]).includes(permission.action);
      if (!(PAGE_SUBJECTS as readonly string[]).includes(permission.subject)) return true;
      return !PAGE_ACTIONS[permission.subject as PageSubject].includes(permission.action);
    });
    expect(wrong.map((route) => `${named(route)} ${JSON.stringify(route.permission)}`)).toEqual([]);
  });
});
