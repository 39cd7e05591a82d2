/**
 * A run that outlives its time limit is killed, with every process it started, and recorded as
 * timed out. TEST_RUNNER_MAX_SECONDS lowers every limit so a real entry can be made to overrun.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUICK_TEST_ID } from '../../../server/testRunner/catalog';
import { startTestServer, type TestServer } from '../support/testServer';
import { processesInGroup, waitForEnd, type ExecutionLine } from './runnerServer';

let server: TestServer;
beforeAll(async () => {
  process.env.TEST_RUNNER_MAX_SECONDS = '0.2';
  try {
    server = await startTestServer();
  } finally {
    delete process.env.TEST_RUNNER_MAX_SECONDS;
  }
});
afterAll(async () => {
  await server.close();
});

describe('a run past its time limit', () => {
  it('is killed with its process group and recorded as timed out', async () => {
    const run = await server.api('POST', `/api/tests/${QUICK_TEST_ID}/run`);
    expect(run.statusCode).toBe(202);
    const { execution_id, pid, timeout } = run.json();
    expect(timeout).toBe(0.2);
    expect(pid).toEqual(expect.any(Number));

    const ended = await waitForEnd(server, execution_id, 20_000);
    expect(ended).toMatchObject({ status: 'timeout' });
    // Killed by SIGTERM: no exit code, or 143 from a child busy enough to catch the signal first.
    expect([null, 143]).toContain(ended.return_code);
    expect(ended.stderr).toContain('Arrêté : délai de 0.2 s dépassé');
    expect(processesInGroup(pid)).toEqual([]);

    const history = (await server.api('GET', '/api/tests/history')).json() as ExecutionLine[];
    expect(history.find((line) => line.execution_id === execution_id)).toMatchObject({
      status: 'timeout',
      return_code: ended.return_code,
      test_id: QUICK_TEST_ID,
    });
    expect((await server.api('GET', '/api/tests/status')).json().running_tests_details).toEqual([]);
  });
});
