/**
 * A cold load of an app's activities list, then a warm one, measured the same way whichever app it
 * is: a fresh browser context (empty cache and storage), the target's sign-in script if it has one,
 * then the time from navigation to the first row of the list with content, DOMContentLoaded, the JS
 * heap once the page has settled (after a garbage collection) and the script bytes transferred. The
 * warm visit is a second tab of the same profile once the first has settled: the HTTP cache and
 * the storage primed, as staff find them when they open the app again in the morning.
 */
import type { Browser, BrowserContext, Request } from 'playwright-core';
import { median } from './results';

export interface PageTarget {
  /** What the tables call it. */
  label: string;
  /** The activities list of the app. */
  listUrl: string;
  /** Runs in every page before the app's own scripts: signs the user in (none for the stock app). */
  signInScript?: string;
  stop(): Promise<void>;
}

export interface Load {
  firstRowMs: number;
  domContentLoadedMs: number;
  jsHeapUsedBytes: number;
  scriptBytes: number;
}

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

/** A cold visit in a fresh profile, then a warm one in the same profile. */
export interface Visits {
  cold: Load;
  warm: Load;
}

export async function loadCold(browser: Browser, target: PageTarget): Promise<Load> {
  return (await loadColdThenWarm(browser, target, false)).cold;
}

export async function loadColdThenWarm(browser: Browser, target: PageTarget, warm = true): Promise<Visits> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'fr-FR' });
  try {
    if (target.signInScript) await context.addInitScript({ content: target.signInScript });
    await context.addInitScript({ content: WATCH_FIRST_ROW });
    const cold = await visit(context, target);
    return { cold, warm: warm ? await visit(context, target) : cold };
  } finally {
    await context.close();
  }
}

/** One visit in a new tab of the context, closed once measured (its cache stays the context's). */
async function visit(context: BrowserContext, target: PageTarget): Promise<Load> {
  const page = await context.newPage();
  try {
    let scriptBytes = 0;
    const pending = new Set<Request>();
    const seen: string[] = [];
    page.on('request', (request) => {
      pending.add(request);
      seen.push(`${Math.round(performance.now())} ${request.url()}`);
    });
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        const length = Number(response.headers()['content-length'] ?? 0);
        scriptBytes += Number.isFinite(length) ? length : 0;
      }
    });
    await page.goto(target.listUrl);
    // A locator, not waitForFunction: the app's content security policy forbids the eval the latter uses.
    await page
      .locator('#main-content table tbody tr')
      .filter({ hasText: /\S/ })
      .first()
      .waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle').catch((error: unknown) => {
      throw new Error(
        `${target.label}: the page never settled; still loading: ${[...pending].map((request) => request.url()).join(', ')}; API calls: ${seen.filter((line) => line.includes('/api/')).join(', ')} (${seen.length} requests)`,
        {
          cause: error,
        },
      );
    });
    const timings = await page.evaluate<{ firstRowMs: number; domContentLoadedMs: number }>(`({
      firstRowMs: window.__firstRowAt,
      domContentLoadedMs: performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd,
    })`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    return { ...timings, jsHeapUsedBytes: heap.usedSize, scriptBytes };
  } finally {
    await page.close();
  }
}

export interface PageFigures {
  url: string;
  firstRowMs: { median: number; min: number; max: number };
  domContentLoadedMs: { median: number };
  jsHeapUsedBytes: { median: number; max: number };
  scriptBytesTransferred: { median: number };
  samples: Load[];
}

/** Medians (and spreads where they tell something) over the loads of one target. */
export function summarise(target: PageTarget, loads: readonly Load[]): PageFigures {
  const firstRow = loads.map((load) => load.firstRowMs);
  const heap = loads.map((load) => load.jsHeapUsedBytes);
  return {
    url: target.listUrl,
    firstRowMs: {
      median: Math.round(median(firstRow)),
      min: Math.round(Math.min(...firstRow)),
      max: Math.round(Math.max(...firstRow)),
    },
    domContentLoadedMs: { median: Math.round(median(loads.map((load) => load.domContentLoadedMs))) },
    jsHeapUsedBytes: { median: Math.round(median(heap)), max: Math.max(...heap) },
    scriptBytesTransferred: { median: Math.round(median(loads.map((load) => load.scriptBytes))) },
    samples: [...loads],
  };
}
