/**
 * The page benchmark: EduAdmin beside the stock react-admin app, measured in the same run the same
 * way (bench/pageLoad.ts) in Debian's Chromium: several cold loads of each app's activities list,
 * taken in turn so a busy machine weighs on both alike. Judges the targets: the first row
 * in at most 0.80 × the stock app's time, and a JS heap no larger than the stock app's.
 * `BENCH_LOADS=2` shortens a run while developing.
 */
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import { loadOnce, summarise, type Load, type PageFigures, type PageTarget } from './pageLoad';
import { startEduAdmin, startStockApp } from './pageTargets';
import { ms, saveSection } from './results';
import { printTable } from './table';

const REQUESTED_LOADS = Number.parseInt(process.env.BENCH_LOADS ?? '', 10);
const LOADS = REQUESTED_LOADS > 0 ? REQUESTED_LOADS : 7;

/** The targets, as EduAdmin / stock ratios of the medians. */
export const PAGE_TARGETS = { firstRowRatioMax: 0.8, heapRatioMax: 1 } as const;

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} Mo`;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ratio = (ours: number, theirs: number) => Math.round((ours / theirs) * 100) / 100;
const verdict = (met: boolean) => (met ? 'TENU' : 'NON TENU');

async function measureInTurn(targets: readonly PageTarget[]): Promise<Load[][]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // Warms each server's file cache; the browser side of every measured load is cold.
    for (const target of targets) await loadOnce(browser, target);
    const loads: Load[][] = targets.map(() => []);
    for (let i = 0; i < LOADS; i += 1) {
      for (const [index, target] of targets.entries()) loads[index].push(await loadOnce(browser, target));
    }
    return loads;
  } finally {
    await browser.close();
  }
}

function printComparison(ours: PageFigures, theirs: PageFigures, labels: readonly string[]): void {
  const row = (name: string, pick: (f: PageFigures) => number, show: (value: number) => string) => [
    name,
    show(pick(ours)),
    show(pick(theirs)),
    ratio(pick(ours), pick(theirs)).toFixed(2),
  ];
  printTable(
    `Page (Chromium, ${LOADS} chargements à froid de chaque app, liste des activités, médianes)`,
    ['mesure', ...labels, 'rapport'],
    [
      row('navigation -> première ligne', (f) => f.firstRowMs.median, ms),
      row('  plus rapide', (f) => f.firstRowMs.min, ms),
      row('  plus lent', (f) => f.firstRowMs.max, ms),
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
    const [ours, theirs] = (await measureInTurn(targets)).map((loads, i) => summarise(targets[i], loads));
    const firstRowRatio = ratio(ours.firstRowMs.median, theirs.firstRowMs.median);
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
        domContentLoadedMs: ratio(ours.domContentLoadedMs.median, theirs.domContentLoadedMs.median),
        jsHeapUsedBytes: heapRatio,
        scriptBytesTransferred: ratio(
          ours.scriptBytesTransferred.median,
          theirs.scriptBytesTransferred.median,
        ),
      },
      targets: {
        firstRow: { ratioMax: PAGE_TARGETS.firstRowRatioMax, ratio: firstRowRatio, met: firstRowMet },
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
    console.log(`Objectif tas JS <= base : ${heapRatio.toFixed(2)} -> ${verdict(heapMet)}`);
    return { ok: firstRowMet && heapMet };
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
