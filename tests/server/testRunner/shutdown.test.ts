/** Stopping the server ends the runs under way instead of leaving their processes behind. */
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { QUICK_TEST_ID } from '../../../server/testRunner/catalog';
import { openTestDatabase } from '../support/testDatabase';
import { startTestServer } from '../support/testServer';
import { processesInGroup } from './runnerServer';

describe('stopping the server', () => {
  it('kills the runs under way and records them as interrupted', async () => {
    const server = await startTestServer();
    try {
      const { execution_id, pid } = (await server.api('POST', `/api/tests/${QUICK_TEST_ID}/run`)).json();
      await server.app.close();
      expect(processesInGroup(pid)).toEqual([]);

      const db = await openTestDatabase(server.dataDir);
      const row = await db.first('SELECT status, stderr FROM test_executions WHERE execution_id = ?', [
        execution_id,
      ]);
      await db.close();
      expect(row).toMatchObject({
        status: 'interrupted',
        stderr: expect.stringContaining('Interrompu par l’arrêt du serveur'),
      });
    } finally {
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  it('marks what a previous server left running as interrupted', async () => {
    const first = await startTestServer();
    await first.app.db.run(
      `INSERT INTO test_executions (execution_id, test_id, test_name, status, queued_at, command)
       VALUES ('left', 'health', 'Santé du serveur', 'running', '2026-01-01T00:00:00.000Z', 'npx vitest run')`,
    );
    await first.app.close();
    const second = await startTestServer({ dataDir: first.dataDir });
    try {
      const line = (await second.api('GET', '/api/tests/executions/left')).json();
      expect(line).toMatchObject({ status: 'interrupted', stderr: 'Interrompu par l’arrêt du serveur\n' });
    } finally {
      await second.close();
    }
  });
});
