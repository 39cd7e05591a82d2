/**
 * POST /coverage runs Vitest with V8 coverage (the whole suite, or one Vitest entry of the
 * catalogue named by `test_id`) through the runner's queue and answers with the summary once it is
 * written; GET /coverage returns the last report.
 */
import type { FastifyInstance } from 'fastify';
import { DASHBOARD_ROUTE } from './permission';
import type { RunnerContext } from './context';
import { requesterOf } from './context';
import { COVERAGE_JOB_ID, coverageJob, readCoverageReport } from './coverage';
import { ApiError } from '../http/apiError';
import { serverMessage } from './messages';

export function registerCoverageRoutes(app: FastifyInstance, context: RunnerContext): void {
  const { catalog, runner, projectRoot, reportsDirectory } = context;

  app.get('/coverage', DASHBOARD_ROUTE, async () => {
    const report = readCoverageReport(reportsDirectory, projectRoot);
    if (!report) throw new ApiError(404, serverMessage('noReport'));
    return report;
  });

  app.post('/coverage', DASHBOARD_ROUTE, async (request) => {
    const body = (request.body ?? {}) as { test_id?: unknown };
    const testId = typeof body.test_id === 'string' && body.test_id ? body.test_id : undefined;
    const scope = testId === undefined ? undefined : catalog.find(testId);
    if (testId !== undefined && !scope) throw new ApiError(404, serverMessage('unknownTest', { id: testId }));
    // Both runs would write to the same directory.
    if (runner.activeFor(COVERAGE_JOB_ID)) throw new ApiError(409, serverMessage('coverageBusy'));

    const execution = await runner.runJob(
      coverageJob(projectRoot, reportsDirectory, scope),
      requesterOf(request),
    );
    const record = await runner.whenDone(execution.execution_id);
    const report = readCoverageReport(reportsDirectory, projectRoot);
    const fresh = report && record.started_at !== null && report.generated_at >= record.started_at;
    if (!report || !fresh) {
      throw new ApiError(500, serverMessage('coverageMissing', { status: record.status }));
    }
    return {
      execution_id: record.execution_id,
      status: record.status,
      return_code: record.return_code,
      duration: record.duration,
      ...report,
    };
  });
}
