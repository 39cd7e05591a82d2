/**
 * The test runner's routes (/api/tests/*), registered by server/app.ts behind authentication.
 * They exist only outside production (or with ENABLE_TEST_RUNNER=1) and answer only the machine
 * itself or the addresses of TEST_RUNNER_ALLOWED_IPS: they start processes on the server.
 */
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { MessageErrorBody } from '../../resources/contracts/errorContract';
import type { Database } from '../db/database';
import { isAllowedClient, isRunnerEnabled, parseAllowedIps } from './access';
import { CATALOG } from './catalog';
import type { RunnerContext } from './context';
import { registerCoverageRoutes } from './coverageRoutes';
import { registerExecutionRoutes } from './executionRoutes';
import { HistoryStore } from './historyStore';
import { serverMessage } from './messages';
import { TestRunner } from './runner';
import { TestCatalog } from './testCatalog';
import { registerTestRoutes } from './testRoutes';

export interface TestRunnerPluginOptions {
  /** Holds test_executions (made at start-up by server/app.ts: ensureTestExecutionsTable). */
  db: Database;
  dataDir: string;
  projectRoot: string;
  /** Defaults to NODE_ENV === 'production'. */
  production?: boolean;
}

/** TEST_RUNNER_MAX_SECONDS caps every run's timeout (a shared machine, a quick check of the limit). */
function maxSecondsFrom(value: string | undefined): number | undefined {
  const seconds = Number(value);
  return value && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

const testRunnerPlugin: FastifyPluginAsync<TestRunnerPluginOptions> = async (app, options) => {
  const production = options.production ?? process.env.NODE_ENV === 'production';
  if (!isRunnerEnabled(production)) return;

  const allowedIps = parseAllowedIps(process.env.TEST_RUNNER_ALLOWED_IPS);
  const store = new HistoryStore(options.db);
  await store.markInterrupted(new Date().toISOString(), `${serverMessage('interrupted')}\n`);
  const catalog = new TestCatalog(CATALOG, options.projectRoot);
  const runner = new TestRunner(catalog, store, {
    maxTimeoutSeconds: maxSecondsFrom(process.env.TEST_RUNNER_MAX_SECONDS),
  });
  const context: RunnerContext = {
    catalog,
    store,
    runner,
    projectRoot: options.projectRoot,
    reportsDirectory: path.join(options.dataDir, 'coverage'),
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!isAllowedClient(request.socket.remoteAddress, request.headers['x-forwarded-for'], allowedIps)) {
      return reply.code(403).send({ detail: serverMessage('forbiddenAddress') } satisfies MessageErrorBody);
    }
  });

  app.addHook('onClose', async () => runner.close());

  registerTestRoutes(app, context);
  registerExecutionRoutes(app, context);
  registerCoverageRoutes(app, context);
};

export default testRunnerPlugin;
