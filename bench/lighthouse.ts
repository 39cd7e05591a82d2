/**
 * The Lighthouse benchmark: Lighthouse 12's desktop and mobile presets on EduAdmin's sign-in page
 * and, signed in, on its activities list, each audit from an empty HTTP cache, five runs each
 * (`BENCH_LIGHTHOUSE_RUNS`), judged on the median run (bench/lighthouseAudit.ts). Judges the issue's
 * targets (issue 28): 100 in performance, accessibility and best practices on desktop, and at least 90 in
 * performance on mobile.
 */
import { pathToFileURL } from 'node:url';
import { CATEGORIES, openAuditBrowser, type Audit, type Category, type Preset } from './lighthouseAudit';
import { startEduAdmin } from './pageTargets';
import { ms, saveSection } from './results';
import { printTable } from './table';

/** The lowest score each preset must reach, by category (none: recorded, not judged). */
export const LIGHTHOUSE_TARGETS: Record<Preset, Partial<Record<Category, number>>> = {
  desktop: { performance: 100, accessibility: 100, 'best-practices': 100 },
  mobile: { performance: 90 },
};

const PRESETS: readonly Preset[] = ['desktop', 'mobile'];

/** Lighthouse runs per page and preset: its variability guide's five unless the environment says otherwise. */
function lighthouseRuns(value = process.env.BENCH_LIGHTHOUSE_RUNS): number {
  const runs = Number(value ?? 5);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`BENCH_LIGHTHOUSE_RUNS: ${value} is not a number of runs`);
  return runs;
}

const CATEGORY_LABELS: Record<Category, string> = {
  performance: 'performance',
  accessibility: 'accessibilité',
  'best-practices': 'bonnes pratiques',
};

interface PageAudit extends Audit {
  page: string;
  preset: Preset;
  url: string;
  met: boolean;
}

function meetsTargets(audit: Audit, preset: Preset): boolean {
  return Object.entries(LIGHTHOUSE_TARGETS[preset]).every(
    ([category, minimum]) => (audit.scores[category as Category] ?? 0) >= (minimum ?? 0),
  );
}

export async function benchLighthouse(): Promise<{ ok: boolean }> {
  const runs = lighthouseRuns();
  const app = await startEduAdmin();
  const browser = await openAuditBrowser().catch(async (error: unknown) => {
    await app.stop();
    throw error;
  });
  try {
    // Storage scripts run on a light page of the app's origin rather than the app itself.
    const originPage = `${new URL(app.baseUrl).origin}/health`;
    const pages = [
      { page: 'connexion', url: `${app.baseUrl}#/login`, storage: 'localStorage.clear();' },
      { page: 'activités (connecté)', url: app.listUrl, storage: app.signInScript ?? '' },
    ];
    const audits: PageAudit[] = [];
    for (const { page, url, storage } of pages) {
      for (const preset of PRESETS) {
        await browser.runInOrigin(originPage, storage);
        const audit = await browser.audit(url, preset, runs);
        audits.push({ page, preset, url, ...audit, met: meetsTargets(audit, preset) });
      }
    }
    const ok = audits.every((audit) => audit.met);
    saveSection('lighthouse', { targets: LIGHTHOUSE_TARGETS, runs, allTargetsMet: ok, audits });

    const score = (value: number | null) => (value === null ? '-' : String(value));
    printTable(
      `Lighthouse 12 (Chromium, cache HTTP vide à chaque audit ; ${runs} essai(s) chacun, essai médian)`,
      [
        'page',
        'préréglage',
        ...CATEGORIES.map((category) => CATEGORY_LABELS[category]),
        'LCP',
        'TBT',
        'performance de chaque essai',
        'objectifs',
      ],
      audits.map((audit) => [
        audit.page,
        audit.preset,
        ...CATEGORIES.map((category) => score(audit.scores[category])),
        audit.largestContentfulPaintMs === undefined ? '-' : ms(audit.largestContentfulPaintMs),
        audit.totalBlockingTimeMs === undefined ? '-' : ms(audit.totalBlockingTimeMs),
        audit.performanceRuns.map(score).join(' '),
        audit.met ? 'tenus' : 'NON TENUS',
      ]),
    );
    console.log('Objectifs : desktop 100 partout, mobile performance >= 90');
    return { ok };
  } finally {
    await browser.close();
    await app.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchLighthouse().then(
    ({ ok }) => process.exit(ok ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
