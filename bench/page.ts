/**
 * The page benchmark: in Debian's Chromium, several cold loads (a fresh browser context each, so
 * an empty cache) of the activities list by a signed-in user, timed from navigation to the first
 * row of the list, with the JS heap once the page has settled. Median over the loads.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import { startServer } from '../tests/e2e/support/serverProcess';
import { median, ms, saveSection } from './results';
import { signIn } from './session';
import { printTable } from './table';

const LOADS = 7;

declare global {
  interface Window {
    /** performance.now() (ms since navigation start) when the list first showed a record. */
    __firstRowAt?: number;
  }
}

/**
 * Runs in the page before any of its scripts: notes when a table row with content first appears.
 * A string, not a function: tsx's transpiler would wrap a function's body in helpers the page lacks.
 */
const WATCH_FIRST_ROW = `
  (() => {
    const hasRow = () =>
      [...document.querySelectorAll('#main-content table tbody tr')].some(
        (row) => (row.textContent || '').trim() !== '',
      );
    const observer = new MutationObserver(() => {
      if (window.__firstRowAt === undefined && hasRow()) {
        window.__firstRowAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  })();
`;

interface Load {
  firstRowMs: number;
  domContentLoadedMs: number;
  jsHeapUsedBytes: number;
  scriptBytes: number;
}

export async function benchPage(): Promise<{ ok: boolean }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'eduadmin-bench-page-'));
  const server = await startServer({ dataDir, logFile: join(dataDir, 'server.log') });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const session = await signIn(server.origin);
    const loadOnce = async (): Promise<Load> => {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'fr-FR' });
      await context.addInitScript({
        content: `localStorage.setItem('token', ${JSON.stringify(session.token)});
          localStorage.setItem('user', ${JSON.stringify(JSON.stringify(session.user))});`,
      });
      await context.addInitScript({ content: WATCH_FIRST_ROW });
      const page = await context.newPage();
      let scriptBytes = 0;
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') {
          const length = Number(response.headers()['content-length'] ?? 0);
          scriptBytes += Number.isFinite(length) ? length : 0;
        }
      });
      await page.goto(`${server.baseUrl}#/activities`);
      await page.waitForFunction('window.__firstRowAt !== undefined', undefined, { timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      const timings = await page.evaluate<{ firstRowMs: number; domContentLoadedMs: number }>(`({
        firstRowMs: window.__firstRowAt,
        domContentLoadedMs: performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd,
      })`);
      const cdp = await context.newCDPSession(page);
      await cdp.send('HeapProfiler.collectGarbage');
      const heap = await cdp.send('Runtime.getHeapUsage');
      await context.close();
      return { ...timings, jsHeapUsedBytes: heap.usedSize, scriptBytes };
    };

    await loadOnce(); // warms the server's file cache; the browser side of every measured load is cold
    const loads: Load[] = [];
    for (let i = 0; i < LOADS; i += 1) loads.push(await loadOnce());

    const firstRow = loads.map((load) => load.firstRowMs);
    const heap = loads.map((load) => load.jsHeapUsedBytes);
    const figures = {
      loads: LOADS,
      route: '/EduAdmin/#/activities',
      firstRowMs: {
        median: Math.round(median(firstRow)),
        min: Math.round(Math.min(...firstRow)),
        max: Math.round(Math.max(...firstRow)),
      },
      domContentLoadedMs: { median: Math.round(median(loads.map((load) => load.domContentLoadedMs))) },
      jsHeapUsedBytes: { median: Math.round(median(heap)), max: Math.max(...heap) },
      scriptBytesTransferred: { median: Math.round(median(loads.map((load) => load.scriptBytes))) },
      samples: loads,
    };
    saveSection('page', figures);
    printTable(
      `Page (Chromium, ${LOADS} chargements à froid, liste des activités)`,
      ['mesure', 'médiane', 'min', 'max'],
      [
        [
          'navigation -> première ligne',
          ms(figures.firstRowMs.median),
          ms(figures.firstRowMs.min),
          ms(figures.firstRowMs.max),
        ],
        ['DOMContentLoaded', ms(figures.domContentLoadedMs.median), '', ''],
        [
          'tas JS après chargement',
          `${(figures.jsHeapUsedBytes.median / 1048576).toFixed(1)} Mo`,
          '',
          `${(figures.jsHeapUsedBytes.max / 1048576).toFixed(1)} Mo`,
        ],
        [
          'JS transféré (compressé)',
          `${(figures.scriptBytesTransferred.median / 1000).toFixed(1)} kB`,
          '',
          '',
        ],
      ],
    );
    return { ok: true };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchPage().then(
    ({ ok }) => process.exit(ok ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
