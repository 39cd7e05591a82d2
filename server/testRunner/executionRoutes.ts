/** One execution: its full record, and cancelling it. */
import type { FastifyInstance } from 'fastify';
import { DASHBOARD_ROUTE } from './permission';
import type { RunnerContext } from './context';
import { ApiError } from '../http/apiError';
import { serverMessage } from './messages';

export function registerExecutionRoutes(app: FastifyInstance, { store, runner }: RunnerContext): void {
  app.get('/executions/:executionId', DASHBOARD_ROUTE, async (request) => {
    const { executionId } = request.params as { executionId: string };
    const record = await store.get(executionId);
    if (!record) throw new ApiError(404, serverMessage('unknownExecution', { id: executionId }));
    return record;
  });

  app.post('/executions/:executionId/cancel', DASHBOARD_ROUTE, async (request) => {
    const { executionId } = request.params as { executionId: string };
    return runner.cancel(executionId);
  });
}
