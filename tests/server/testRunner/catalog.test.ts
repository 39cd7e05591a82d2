/**
 * The catalogue of the dashboard. Also the catalogue's quickest real entry (test-runner-catalog):
 * keep it fast and free of child processes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testDashboard as en } from '../../../i18n/en/testDashboard';
import { CATALOG, QUICK_TEST_ID, TEST_CATEGORIES } from '../../../server/testRunner/catalog';
import { buildStatistics } from '../../../server/testRunner/statistics';
import { TestCatalog } from '../../../server/testRunner/testCatalog';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A checkout holding only the given files. */
function checkout(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'eduadmin-catalog-'));
  roots.push(root);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  return root;
}

const statusById = (root: string) =>
  Object.fromEntries(new TestCatalog(CATALOG, root).resolve().map(({ view }) => [view.id, view.status]));

describe('the test catalogue', () => {
  it('covers the twelve categories of the spec with unique ids', () => {
    expect(new Set(CATALOG.map((entry) => entry.category))).toEqual(new Set(TEST_CATEGORIES));
    expect(TEST_CATEGORIES).toHaveLength(12);
    expect(new Set(CATALOG.map((entry) => entry.id)).size).toBe(CATALOG.length);
  });

  it('names and describes every entry in French and in English', () => {
    const views = new TestCatalog(CATALOG, process.cwd()).resolve().map((resolved) => resolved.view);
    for (const view of views) {
      expect(view.name).not.toBe(view.id);
      expect(view.description.length).toBeGreaterThan(10);
      expect(en.catalog).toHaveProperty([view.id, 'name']);
    }
    expect(views.find((view) => view.id === QUICK_TEST_ID)?.name).toBe('Catalogue des tests (rapide)');
  });

  it('lists the areas this project has no tests for as not configured, even with every file present', () => {
    const root = checkout({
      'tests/server/gamification.test.ts': '',
      'tests/server/statistics.test.ts': '',
      'package.json': '{}',
    });
    const status = statusById(root);
    for (const id of ['gamification', 'statistics', 'virtual_students', 'ai_services']) {
      expect(status[id]).toBe('not_configured');
    }
  });

  it('marks a Vitest entry configured once a matching test file exists, in its own project only', () => {
    const empty = statusById(checkout({ 'package.json': '{}' }));
    expect(Object.values(empty).every((status) => status === 'not_configured')).toBe(true);

    const status = statusById(
      checkout({
        'package.json': '{}',
        'tests/server/auth/login.test.ts': '',
        'tests/frontend/media/upload.test.tsx': '',
        'tests/frontend/media/helpers.ts': '',
      }),
    );
    expect(status['authentication-server']).toBe('configured');
    expect(status['server-suite']).toBe('configured');
    expect(status['upload-frontend']).toBe('configured');
    expect(status['frontend-suite']).toBe('configured');
    expect(status['upload-server']).toBe('not_configured');
    expect(status['authentication-frontend']).toBe('not_configured');
  });

  it('configures the browser tests and the benchmarks from package.json and the Playwright config', () => {
    const scripts = JSON.stringify({ scripts: { 'test:e2e': 'playwright test', bench: 'tsx bench/run.ts' } });
    expect(statusById(checkout({ 'package.json': scripts }))).toMatchObject({
      e2e: 'not_configured',
      bench: 'configured',
    });
    expect(
      statusById(checkout({ 'package.json': scripts, 'tests/e2e/playwright.config.ts': '' })),
    ).toMatchObject({ e2e: 'configured' });
  });

  it('shows the command a developer would type', () => {
    const views = new TestCatalog(CATALOG, process.cwd()).resolve().map((resolved) => resolved.view);
    const byId = Object.fromEntries(views.map((view) => [view.id, view]));
    expect(byId[QUICK_TEST_ID].command).toBe(
      'npx vitest run --project server tests/server/testRunner/catalog.test.ts',
    );
    expect(byId.e2e.command).toBe('npm run test:e2e');
    expect(byId.gamification.command).toBeNull();
  });

  it('counts the catalogue by status, category, type and priority', () => {
    const views = new TestCatalog(CATALOG, checkout({ 'tests/shared/schema.test.ts': '' }))
      .resolve()
      .map((resolved) => resolved.view);
    const statistics = buildStatistics(views, []);
    expect(statistics.total).toBe(CATALOG.length);
    expect(statistics.configured).toBe(2); // server-suite and shared-rules
    expect(statistics.not_configured).toBe(CATALOG.length - 2);
    expect(Object.keys(statistics.by_category)).toHaveLength(12);
    expect(statistics.by_category.gamification).toBe(1);
    expect(Object.values(statistics.by_type).reduce((a, b) => a + b, 0)).toBe(CATALOG.length);
    expect(statistics.by_priority.high + statistics.by_priority.medium).toBe(CATALOG.length);
  });
});
