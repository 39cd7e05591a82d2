/**
 * Shared pieces of the test dashboard's tests: the page rendered by the one render helper (a
 * missing `testDashboard.*` message fails the test) and an msw stand-in for the
 * /api/tests calls that records every request.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type {
  TestExecution,
  TestStatistics,
  TestWithExecutions,
} from '../../../resources/contracts/testDashboardContract';
import { TestDashboardPage } from '../../../src/features/test-dashboard';
import { server } from '../../support/mswServer';
import { renderAdmin } from '../engine/support/renderAdmin';

/** The test dashboard in French: every `testDashboard.*` message must exist. */
export const renderDashboard = () =>
  renderAdmin({
    route: '/tests',
    pages: { '/tests': <TestDashboardPage /> },
    messagesUnder: 'testDashboard.',
  });

/** A catalogue test as our server sends it: a renamed field of the contract fails to compile. */
export function testDefinition(id: string, overrides: Partial<TestWithExecutions> = {}): TestWithExecutions {
  return {
    id,
    name: `Test ${id}`,
    description: `Description de ${id}`,
    category: 'backend',
    type: 'unit',
    priority: 'high',
    estimated_duration: 30,
    status: 'configured',
    tags: ['vitest'],
    command: `npx vitest run ${id}`,
    timeout: 600,
    last_execution: null,
    current_execution: null,
    ...overrides,
  };
}

export const CATALOGUE = [
  testDefinition('server-suite', { name: 'Tests du serveur', estimated_duration: 180 }),
  testDefinition('frontend-suite', {
    name: 'Tests de l’interface',
    category: 'frontend',
    priority: 'medium',
  }),
  testDefinition('gamification', {
    name: 'Gamification',
    category: 'gamification',
    status: 'not_configured',
    tags: [],
  }),
];

export const STATISTICS: TestStatistics = {
  total: 3,
  configured: 2,
  not_configured: 1,
  by_category: { backend: 1, frontend: 1, gamification: 1 },
  by_type: { unit: 3 },
  by_priority: { high: 2, medium: 1 },
};

/** A finished execution as our server sends it in the history. */
export function execution(id: string, overrides: Partial<TestExecution> = {}): TestExecution {
  return {
    execution_id: id,
    test_id: 'server-suite',
    test_name: 'Tests du serveur',
    status: 'passed',
    queued_at: '2026-03-02T09:00:00.000Z',
    started_at: '2026-03-02T09:00:00.000Z',
    completed_at: '2026-03-02T09:01:05.000Z',
    duration: 65,
    return_code: 0,
    stdout: 'ok',
    stderr: '',
    command: 'npx vitest run --project server',
    signal: null,
    requested_by: null,
    ...overrides,
  };
}

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer =
  JsonBodyType | ((request: Recorded) => Response | JsonBodyType | Promise<Response | JsonBodyType>);

/** Answers for the calls the page makes when it opens; override any of them per test. */
export interface Answers {
  tests?: Answer;
  status?: Answer;
  history?: Answer;
}

/** A failure as our server sends it: `{detail}`, or an empty body (the page's default message). */
export const failure = (status: number, detail?: string) => () =>
  detail === undefined ? new HttpResponse(null, { status }) : HttpResponse.json({ detail }, { status });

export function mockApi(answers: Answers = {}) {
  const requests: Recorded[] = [];
  const respond =
    (answer: Answer) =>
    async ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      const recorded: Recorded = {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        body: text ? JSON.parse(text) : undefined,
      };
      requests.push(recorded);
      const value = typeof answer === 'function' ? await answer(recorded) : answer;
      return value instanceof Response ? value : HttpResponse.json(value);
    };
  const on = (method: 'get' | 'post', path: string, answer: Answer) => {
    server.use(http[method](`*${path}`, respond(answer)));
  };

  on('get', '/api/tests', answers.tests ?? CATALOGUE);
  on('get', '/api/tests/status', answers.status ?? { running_tests_details: [], statistics: STATISTICS });
  on('get', '/api/tests/history', answers.history ?? []);

  return {
    requests,
    on,
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}
