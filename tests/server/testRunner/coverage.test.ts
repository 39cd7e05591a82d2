/** POST /api/tests/coverage runs Vitest with V8 coverage and answers with the summary. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUICK_TEST_ID } from '../../../server/testRunner/catalog';
import { startTestServer, type TestServer } from '../support/testServer';
import { expectRefusal } from '../support/refusals';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const metricShape = {
  total: expect.any(Number),
  covered: expect.any(Number),
  skipped: expect.any(Number),
  pct: expect.any(Number),
};

describe('the coverage report', () => {
  it('has no report before the first one', async () => {
    const response = await server.api('GET', '/api/tests/coverage');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Aucun rapport de couverture n’a encore été généré' });
  });

  it('measures a Vitest entry and returns totals, per-file figures and the HTML report', async () => {
    const response = await server.api('POST', '/api/tests/coverage', { test_id: QUICK_TEST_ID });
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ status: 'passed', return_code: 0 });
    for (const metric of ['statements', 'branches', 'functions', 'lines']) {
      expect(report.totals[metric]).toEqual(metricShape);
    }
    const catalog = report.files.find(
      (file: { file: string }) => file.file === 'server/testRunner/catalog.ts',
    );
    expect(catalog.statements.covered).toBeGreaterThan(0);
    expect(catalog.lines.pct).toBeGreaterThan(50);
    expect(report.html_report).toBe(join(server.dataDir, 'coverage', 'index.html'));
    expect(existsSync(report.html_report)).toBe(true);

    const last = await server.api('GET', '/api/tests/coverage');
    expect(last.statusCode).toBe(200);
    expect(last.json().totals).toEqual(report.totals);

    const history = (await server.api('GET', '/api/tests/history?test_id=coverage')).json();
    expect(history[0]).toMatchObject({
      status: 'passed',
      test_name: 'Rapport de couverture : Catalogue des tests (rapide)',
    });
  });

  it('refuses an entry that does not run with Vitest, and an unknown one', async () => {
    const e2e = await server.api('POST', '/api/tests/coverage', { test_id: 'bench' });
    expect(e2e.statusCode).toBe(400);
    expect(e2e.json()).toEqual({
      detail: 'Le test « Bancs de performance » ne tourne pas avec Vitest : pas de couverture possible',
    });
    const unknown = await server.api('POST', '/api/tests/coverage', { test_id: 'inconnu' });
    expectRefusal(unknown, 404, 'Test introuvable : « inconnu »');
  });
});
