/** The catalogue, runs and live status: the test calls of spec 7. */
import type { FastifyInstance } from 'fastify';
import { DASHBOARD_ROUTE } from './permission';
import { EXECUTION_STATUSES, type TestWithExecutions } from '../../resources/contracts/testDashboardContract';
import { TEST_CATEGORIES, TEST_PRIORITIES, TEST_TYPES, type TestCategory } from './catalog';
import { requesterOf, type RunnerContext } from './context';
import { ApiError } from '../http/apiError';
import { serverMessage } from './messages';
import { booleanParam, enumParam, limitParam, stringParam } from './queryParams';
import { buildStatistics } from './statistics';
import type { ExecutionSummary } from './historyStore';
import type { ResolvedEntry } from './testCatalog';

export const HISTORY_DEFAULT_LIMIT = 50;
export const HISTORY_MAX_LIMIT = 500;

type Query = Record<string, unknown>;

export function registerTestRoutes(app: FastifyInstance, context: RunnerContext): void {
  const { catalog, store, runner } = context;

  const withExecutions = (
    resolved: ResolvedEntry,
    last: Map<string, ExecutionSummary>,
  ): TestWithExecutions => ({
    ...resolved.view,
    last_execution: last.get(resolved.entry.id) ?? null,
    current_execution: runner.activeFor(resolved.entry.id) ?? null,
  });

  const findOr404 = (id: string) => {
    const resolved = catalog.find(id);
    if (!resolved) throw new ApiError(404, serverMessage('unknownTest', { id }));
    return resolved;
  };

  const startAll = async (entries: ResolvedEntry[], request: Parameters<typeof requesterOf>[0]) => {
    const executions = [];
    for (const resolved of entries)
      executions.push(await runner.run(resolved.entry.id, requesterOf(request)));
    return { execution_ids: executions.map((execution) => execution.execution_id), executions };
  };

  app.get('/', DASHBOARD_ROUTE, async (request) => {
    const query = request.query as Query;
    const category = enumParam(query, 'category', TEST_CATEGORIES);
    const type = enumParam(query, 'test_type', TEST_TYPES);
    const priority = enumParam(query, 'priority', TEST_PRIORITIES);
    const configuredOnly = booleanParam(query, 'configured_only');
    const last = await store.lastFinishedByTest();
    return catalog
      .resolve()
      .filter(
        ({ view }) =>
          (category === undefined || view.category === category) &&
          (type === undefined || view.type === type) &&
          (priority === undefined || view.priority === priority) &&
          (!configuredOnly || view.status === 'configured'),
      )
      .map((resolved) => withExecutions(resolved, last));
  });

  app.get('/status', DASHBOARD_ROUTE, async () => {
    const running = runner.active();
    return {
      running_tests_details: running,
      statistics: buildStatistics(
        catalog.resolve().map((resolved) => resolved.view),
        running,
      ),
    };
  });

  app.get('/history', DASHBOARD_ROUTE, async (request) => {
    const query = request.query as Query;
    const limit = limitParam(query, 'limit', HISTORY_DEFAULT_LIMIT, HISTORY_MAX_LIMIT);
    const testId = stringParam(query, 'test_id');
    const status = enumParam(query, 'status', EXECUTION_STATUSES);
    return store.list({ limit, testId, status });
  });

  app.post('/run-all', DASHBOARD_ROUTE, async (request, reply) => {
    const configured = catalog.resolve().filter((resolved) => resolved.command);
    if (configured.length === 0) throw new ApiError(400, serverMessage('nothingConfigured'));
    return reply.code(202).send(await startAll(configured, request));
  });

  app.post('/category/:category/run', DASHBOARD_ROUTE, async (request, reply) => {
    const { category } = request.params as { category: string };
    if (!(TEST_CATEGORIES as readonly string[]).includes(category)) {
      throw new ApiError(404, serverMessage('unknownCategory', { category }));
    }
    const configured = catalog
      .resolve()
      .filter((resolved) => resolved.entry.category === (category as TestCategory) && resolved.command);
    if (configured.length === 0) throw new ApiError(400, serverMessage('categoryEmpty', { category }));
    return reply.code(202).send(await startAll(configured, request));
  });

  app.get('/:id', DASHBOARD_ROUTE, async (request) => {
    const { id } = request.params as { id: string };
    const resolved = findOr404(id);
    return withExecutions(resolved, await store.lastFinishedByTest());
  });

  app.post('/:id/run', DASHBOARD_ROUTE, async (request, reply) => {
    const { id } = request.params as { id: string };
    const execution = await runner.run(id, requesterOf(request));
    return reply.code(202).send({ ...execution, estimated_duration: execution.estimated_duration });
  });

  app.get('/:id/status', DASHBOARD_ROUTE, async (request) => {
    const { id } = request.params as { id: string };
    const resolved = findOr404(id);
    const current = runner.activeFor(id) ?? null;
    return {
      test_id: id,
      status: resolved.view.status,
      state: current ? current.status : 'idle',
      current_execution: current,
      last_execution: (await store.lastFinishedByTest()).get(id) ?? null,
    };
  });
}
