/**
 * The page benchmark: EduAdmin beside the stock react-admin app, measured in the same run the same
 * way (bench/pageLoad.ts) in Debian's Chromium: several cold loads of each app's activities list,
 * each followed by a warm visit in the same profile, taken in turn so a busy machine weighs on both
 * alike. Judges the issues' targets: the first row cold in at most 0.80 × the stock app's time,
 * warm in at most 0.60 ×, and a JS heap no larger than the stock app's.
 * `BENCH_LOADS=2` shortens a run while developing.
 */
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import {
  loadCold,
  loadColdThenWarm,
  summarise,
  type PageFigures,
  type PageTarget,
  type Visits,
} from './pageLoad';
import { startEduAdmin, startStockApp } from './pageTargets';
import { ms, saveSection } from './results';
import { printTable } from './table';

const REQUESTED_LOADS = Number.parseInt(process.env.BENCH_LOADS ?? '', 10);
const LOADS = REQUESTED_LOADS > 0 ? REQUESTED_LOADS : 7;

/** The targets, as EduAdmin / stock ratios of the medians. */
export const PAGE_TARGETS = { firstRowRatioMax: 0.8, warmFirstRowRatioMax: 0.6, heapRatioMax: 1 } as const;

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} Mo`;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ratio = (ours: number, theirs: number) => Math.round((ours / theirs) * 100) / 100;
const verdict = (met: boolean) => (met ? 'TENU' : 'NON TENU');

async function measureInTurn(targets: readonly PageTarget[]): Promise<Visits[][]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // Warms each server's file cache; the browser side of every cold load starts empty.
    for (const target of targets) await loadCold(browser, target);
    const loads: Visits[][] = targets.map(() => []);
    for (let i = 0; i < LOADS; i += 1) {
      for (const [index, target] of targets.entries())
        loads[index].push(await loadColdThenWarm(browser, target));
    }
    return loads;
  } finally {
    await browser.close();
  }
}

interface AppFigures extends PageFigures {
  /** The warm visits, each after the cold one of the same profile. */
  warm: PageFigures;
}

function printComparison(ours: AppFigures, theirs: AppFigures, labels: readonly string[]): void {
  const row = (name: string, pick: (f: AppFigures) => number, show: (value: number) => string) => [
    name,
    show(pick(ours)),
    show(pick(theirs)),
    ratio(pick(ours), pick(theirs)).toFixed(2),
  ];
  printTable(
    `Page (Chromium, ${LOADS} chargements à froid puis à chaud de chaque app, liste des activités, médianes)`,
    ['mesure', ...labels, 'rapport'],
    [
      row('navigation -> première ligne', (f) => f.firstRowMs.median, ms),
      row('  plus rapide', (f) => f.firstRowMs.min, ms),
      row('  plus lent', (f) => f.firstRowMs.max, ms),
      row('à chaud (cache HTTP amorcé) -> première ligne', (f) => f.warm.firstRowMs.median, ms),
      row('  plus rapide', (f) => f.warm.firstRowMs.min, ms),
      row('  plus lent', (f) => f.warm.firstRowMs.max, ms),
      row('DOMContentLoaded', (f) => f.domContentLoadedMs.median, ms),
      row('tas JS après chargement', (f) => f.jsHeapUsedBytes.median, mb),
      row('JS transféré (compressé)', (f) => f.scriptBytesTransferred.median, kb),
    ],
  );
}

export async function benchPage(): Promise<{ ok: boolean }> {
  const targets: PageTarget[] = [];
  try {
    targets.push(await startEduAdmin());
    targets.push(await startStockApp());
    const [ours, theirs] = (await measureInTurn(targets)).map((visits, i): AppFigures => ({
      ...summarise(
        targets[i],
        visits.map((v) => v.cold),
      ),
      warm: summarise(
        targets[i],
        visits.map((v) => v.warm),
      ),
    }));
    const firstRowRatio = ratio(ours.firstRowMs.median, theirs.firstRowMs.median);
    const warmRatio = ratio(ours.warm.firstRowMs.median, theirs.warm.firstRowMs.median);
    const warmMet =
      ours.warm.firstRowMs.median <= PAGE_TARGETS.warmFirstRowRatioMax * theirs.warm.firstRowMs.median;
    const heapRatio = ratio(ours.jsHeapUsedBytes.median, theirs.jsHeapUsedBytes.median);
    const firstRowMet = ours.firstRowMs.median <= PAGE_TARGETS.firstRowRatioMax * theirs.firstRowMs.median;
    const heapMet = ours.jsHeapUsedBytes.median <= PAGE_TARGETS.heapRatioMax * theirs.jsHeapUsedBytes.median;

    saveSection('page', {
      loads: LOADS,
      route: '#/activities',
      eduadmin: ours,
      stock: theirs,
      ratio: {
        firstRowMs: firstRowRatio,
        warmFirstRowMs: warmRatio,
        domContentLoadedMs: ratio(ours.domContentLoadedMs.median, theirs.domContentLoadedMs.median),
        jsHeapUsedBytes: heapRatio,
        scriptBytesTransferred: ratio(
          ours.scriptBytesTransferred.median,
          theirs.scriptBytesTransferred.median,
        ),
      },
      targets: {
        firstRow: { ratioMax: PAGE_TARGETS.firstRowRatioMax, ratio: firstRowRatio, met: firstRowMet },
        warmFirstRow: { ratioMax: PAGE_TARGETS.warmFirstRowRatioMax, ratio: warmRatio, met: warmMet },
        heap: { ratioMax: PAGE_TARGETS.heapRatioMax, ratio: heapRatio, met: heapMet },
      },
    });
    printComparison(
      ours,
      theirs,
      targets.map((target) => target.label),
    );
    console.log(
      `Objectif première ligne <= ${PAGE_TARGETS.firstRowRatioMax} x base : ${firstRowRatio.toFixed(2)} -> ${verdict(firstRowMet)}`,
    );
    console.log(
      `Objectif première ligne à chaud <= ${PAGE_TARGETS.warmFirstRowRatioMax} x base : ${warmRatio.toFixed(2)} -> ${verdict(warmMet)}`,
    );
    console.log(`Objectif tas JS <= base : ${heapRatio.toFixed(2)} -> ${verdict(heapMet)}`);
    return { ok: firstRowMet && warmMet && heapMet };
  } finally {
    for (const target of targets) await target.stop();
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
