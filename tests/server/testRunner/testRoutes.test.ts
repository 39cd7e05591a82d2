/** The /api/tests routes of the real app, running a real, quick catalogue entry. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG, QUICK_TEST_ID, TEST_CATEGORIES } from '../../../server/testRunner/catalog';
import { startTestServer, type TestServer } from '../support/testServer';
import { waitForEnd, type ExecutionLine } from './runnerServer';
import { expectRefusal } from '../support/refusals';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

interface TestLine {
  id: string;
  name: string;
  category: string;
  type: string;
  priority: string;
  estimated_duration: number;
  status: string;
  tags: string[];
  command: string | null;
}

describe('the test catalogue routes', () => {
  it('lists every catalogue entry with the fields of the spec', async () => {
    const response = await server.api('GET', '/api/tests');
    expect(response.statusCode).toBe(200);
    const tests = response.json() as TestLine[];
    expect(tests.map((test) => test.id)).toEqual(CATALOG.map((entry) => entry.id));
    expect(tests.find((test) => test.id === QUICK_TEST_ID)).toMatchObject({
      name: 'Catalogue des tests (rapide)',
      category: 'backend',
      type: 'unit',
      priority: 'medium',
      estimated_duration: 15,
      status: 'configured',
      tags: ['vitest', 'quick'],
      command: 'npx vitest run --project server tests/server/testRunner/catalog.test.ts',
    });
    expect(tests.find((test) => test.id === 'ai_services')).toMatchObject({
      status: 'not_configured',
      command: null,
    });
    expect(new Set(tests.map((test) => test.category))).toEqual(new Set(TEST_CATEGORIES));
  });

  it('filters by category, type, priority and configured only', async () => {
    const response = await server.api(
      'GET',
      '/api/tests?category=backend&test_type=unit&priority=medium&configured_only=true',
    );
    const tests = response.json() as TestLine[];
    expect(tests.map((test) => test.id)).toContain(QUICK_TEST_ID);
    for (const test of tests) {
      expect(test).toMatchObject({
        category: 'backend',
        type: 'unit',
        priority: 'medium',
        status: 'configured',
      });
    }
    const unconfigured = (
      await server.api('GET', '/api/tests?category=gamification&configured_only=true')
    ).json();
    expect(unconfigured).toEqual([]);
  });

  it('refuses an unknown filter value with a French field error', async () => {
    const response = await server.api('GET', '/api/tests?category=cuisine');
    expect(response.statusCode).toBe(422);
    expect(response.json().detail[0]).toMatchObject({ loc: ['query', 'category'], type: 'enum' });
    expect(response.json().detail[0].msg).toMatch(/^Valeur non permise : backend, frontend/);
  });

  it('answers one test, and 404 with a detail for an unknown id', async () => {
    const one = await server.api('GET', `/api/tests/${QUICK_TEST_ID}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: QUICK_TEST_ID, status: 'configured' });

    const unknown = await server.api('GET', '/api/tests/inconnu');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Test introuvable : « inconnu »' });
    const unknownStatus = await server.api('GET', '/api/tests/inconnu/status');
    expectRefusal(unknownStatus, 404, 'Test introuvable : « inconnu »');
    const unknownRun = await server.api('POST', '/api/tests/inconnu/run');
    expectRefusal(unknownRun, 404, 'Test introuvable : « inconnu »');
  });

  it('gives the status with statistics of the catalogue', async () => {
    const response = await server.api('GET', '/api/tests/status');
    expect(response.statusCode).toBe(200);
    const { running_tests_details, statistics } = response.json();
    expect(running_tests_details).toEqual([]);
    expect(statistics.total).toBe(CATALOG.length);
    expect(statistics.configured + statistics.not_configured).toBe(CATALOG.length);
    expect(statistics.by_category.virtual_students).toBe(1);
    expect(Object.keys(statistics.by_type)).toEqual([
      'unit',
      'integration',
      'e2e',
      'functional',
      'performance',
    ]);
  });

  it('refuses to run what is not configured, and a category without configured tests', async () => {
    const test = await server.api('POST', '/api/tests/gamification/run');
    expect(test.statusCode).toBe(400);
    expect(test.json()).toEqual({ detail: 'Le test « Gamification » n’est pas configuré dans ce projet' });

    const category = await server.api('POST', '/api/tests/category/ai_services/run');
    expect(category.statusCode).toBe(400);
    expect(category.json()).toEqual({ detail: 'Aucun test configuré dans la catégorie « ai_services »' });

    const unknown = await server.api('POST', '/api/tests/category/cuisine/run');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Catégorie inconnue : « cuisine »' });
  });
});

describe('running a real catalogue entry', () => {
  it('runs it, shows it running, then finds its history line with return code and output', async () => {
    const run = await server.api('POST', `/api/tests/${QUICK_TEST_ID}/run`);
    expect(run.statusCode).toBe(202);
    const { execution_id, estimated_duration } = run.json();
    expect(typeof execution_id).toBe('string');
    expect(estimated_duration).toBe(15);

    const status = (await server.api('GET', '/api/tests/status')).json();
    expect(status.running_tests_details.map((line: { execution_id: string }) => line.execution_id)).toContain(
      execution_id,
    );
    const single = (await server.api('GET', `/api/tests/${QUICK_TEST_ID}/status`)).json();
    expect(single.current_execution.execution_id).toBe(execution_id);
    expect(['queued', 'running']).toContain(single.state);

    const ended = await waitForEnd(server, execution_id);
    expect(ended.status).toBe('passed');

    const history = await server.api('GET', '/api/tests/history?limit=50');
    expect(history.statusCode).toBe(200);
    const line = (history.json() as ExecutionLine[]).find((entry) => entry.execution_id === execution_id);
    expect(line).toMatchObject({
      test_id: QUICK_TEST_ID,
      test_name: 'Catalogue des tests (rapide)',
      status: 'passed',
      return_code: 0,
      command: 'npx vitest run --project server tests/server/testRunner/catalog.test.ts',
    });
    expect(line!.stdout).toContain('catalog.test.ts');
    expect(line!.stdout).toMatch(/Tests\s.*\d+ passed/);
    expect(line!.duration).toBeGreaterThan(0);
    expect(Date.parse(line!.completed_at!)).toBeGreaterThan(Date.parse(line!.started_at!));

    const after = (await server.api('GET', `/api/tests/${QUICK_TEST_ID}/status`)).json();
    expect(after).toMatchObject({ state: 'idle', current_execution: null });
    expect(after.last_execution).toMatchObject({ execution_id, status: 'passed', return_code: 0 });
    expect((await server.api('GET', '/api/tests/status')).json().running_tests_details).toEqual([]);
  });

  it('cancels a run and records it as cancelled', async () => {
    const { execution_id } = (await server.api('POST', `/api/tests/${QUICK_TEST_ID}/run`)).json();
    const cancel = await server.api('POST', `/api/tests/executions/${execution_id}/cancel`);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ execution_id, status: 'cancelled', return_code: null });
    const line = (await waitForEnd(server, execution_id)) as ExecutionLine;
    expect(line.status).toBe('cancelled');
    expect(line.stderr).toContain('Arrêté à la demande');

    const again = await server.api('POST', `/api/tests/executions/${execution_id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'Cette exécution est déjà terminée' });
    const unknown = await server.api('POST', '/api/tests/executions/inconnue/cancel');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Exécution introuvable : « inconnue »' });
  });
});

describe('the history', () => {
  it('returns 50 lines by default, newest first, and up to the limit asked', async () => {
    for (let i = 0; i < 60; i += 1) {
      const at = new Date(Date.UTC(2020, 0, 1, 0, i)).toISOString();
      await server.app.db.run(
        `INSERT INTO test_executions (execution_id, test_id, test_name, status, queued_at, started_at, completed_at,
           duration, return_code, stdout, stderr, command)
         VALUES (?, 'health', 'Santé du serveur', 'passed', ?, ?, ?, 1.5, 0, 'ok', '', 'npx vitest run')`,
        [`old-${String(i).padStart(2, '0')}`, at, at, at],
      );
    }
    const byDefault = (await server.api('GET', '/api/tests/history')).json() as ExecutionLine[];
    expect(byDefault).toHaveLength(50);
    const old = byDefault.filter((line) => line.execution_id.startsWith('old-'));
    expect(old[0].execution_id).toBe('old-59');
    expect(old.map((line) => line.execution_id)).toEqual(
      [...old.map((line) => line.execution_id)].sort().reverse(),
    );

    expect((await server.api('GET', '/api/tests/history?limit=3')).json()).toHaveLength(3);
    const filtered = (await server.api('GET', '/api/tests/history?limit=100&test_id=health')).json();
    expect(filtered).toHaveLength(60);

    const failed = (await server.api('GET', '/api/tests/history?status=cancelled')).json() as ExecutionLine[];
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((line) => line.status === 'cancelled')).toBe(true);

    const invalid = await server.api('GET', '/api/tests/history?limit=0');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().detail[0]).toMatchObject({
      loc: ['query', 'limit'],
      msg: 'Doit être un entier entre 1 et 500',
    });
  });
});
