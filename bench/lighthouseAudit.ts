/**
 * Lighthouse 12 against Debian's Chromium, never a downloaded browser: Playwright starts Chromium
 * with the project's flags and a debugging port, and Lighthouse connects to that port. The browser
 * keeps one profile, so a session stored in localStorage (which Lighthouse's storage reset leaves
 * alone, while it still empties the HTTP cache before each audit) signs the audited page in.
 *
 * An audit is several Lighthouse runs of the same page, and its figures are those of the median
 * run as Lighthouse picks it (computeMedianRun: the run nearest the median first paint and time to
 * interactive): Lighthouse's variability guide gives the median of five runs as about twice as
 * stable as one run, and one run's performance score here moves by up to three points between
 * runs of the same build.
 */
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import { freePort } from '../tests/e2e/support/serverProcess';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Preset = 'desktop' | 'mobile';

/** Lighthouse's own presets: its desktop config, and its default (a throttled mid-range phone). */
const CONFIGS: Record<Preset, Config | undefined> = { desktop: desktopConfig, mobile: undefined };

export interface Audit {
  /** The median run's scores. */
  scores: Record<Category, number | null>;
  /** Every run's performance score, in the order they ran. */
  performanceRuns: (number | null)[];
  largestContentfulPaintMs?: number;
  totalBlockingTimeMs?: number;
  /** The audits that cost points in each category, for whoever sets out to win them back. */
  failing: Record<Category, string[]>;
}

export interface AuditBrowser {
  /** Runs `script` in a page of `origin` (e.g. to store or forget a session), then leaves it. */
  runInOrigin(url: string, script: string): Promise<void>;
  /** `runs` Lighthouse runs of `url`, summed up by the median one. */
  audit(url: string, preset: Preset, runs: number): Promise<Audit>;
  close(): Promise<void>;
}

/** Attempts per audit: on a loaded machine Lighthouse sometimes loses the trace (NO_NAVSTART) and asks for another run. */
const ATTEMPTS = 3;

async function runLighthouse(port: number, url: string, preset: Preset): Promise<Result> {
  let lastError = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      CONFIGS[preset],
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result.lhr;
    lastError = `${runtimeError.code} ${runtimeError.message}`;
    console.warn(`Lighthouse (${url}, ${preset}), essai ${attempt}/${ATTEMPTS} : ${lastError}`);
  }
  throw new Error(`Lighthouse (${url}, ${preset}): ${lastError}`);
}

function categoryScore({ categories }: Result, category: Category): number | null {
  const value = categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
}

const performanceScore = (result: Result) => categoryScore(result, 'performance');

function summary(result: Result): Omit<Audit, 'performanceRuns'> {
  const { categories, audits } = result;
  const failing = (category: Category) =>
    (categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  const numeric = (id: string) => {
    const value = audits[id]?.numericValue;
    return value === undefined ? undefined : Math.round(value);
  };
  return {
    scores: {
      performance: categoryScore(result, 'performance'),
      accessibility: categoryScore(result, 'accessibility'),
      'best-practices': categoryScore(result, 'best-practices'),
    },
    largestContentfulPaintMs: numeric('largest-contentful-paint'),
    totalBlockingTimeMs: numeric('total-blocking-time'),
    failing: {
      performance: failing('performance'),
      accessibility: failing('accessibility'),
      'best-practices': failing('best-practices'),
    },
  };
}

/** `extraArgs`: Chromium flags beyond the project's (e.g. to accept the HTTPS front's certificate). */
export async function openAuditBrowser(extraArgs: readonly string[] = []): Promise<AuditBrowser> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'eduadmin-bench-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...extraArgs, `--remote-debugging-port=${port}`],
  });
  return {
    async runInOrigin(url, script) {
      const page = await context.newPage();
      await page.goto(url);
      await page.evaluate(script);
      await page.close();
    },
    async audit(url, preset, runs) {
      const results: Result[] = [];
      for (let run = 0; run < runs; run += 1) results.push(await runLighthouse(port, url, preset));
      return { ...summary(computeMedianRun(results)), performanceRuns: results.map(performanceScore) };
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
