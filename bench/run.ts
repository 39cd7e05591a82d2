/**
 * `npm run bench`: the build, the page (EduAdmin beside the stock react-admin app), the Lighthouse
 * and the server benchmarks in turn (several minutes on two cores), each adding its figures to
 * bench/results/latest.json. Exits non-zero when a benchmark misses its targets (the build's
 * budget, the page's ratios to the stock app, the Lighthouse scores) or a list call fails, after
 * every benchmark has run.
 */
import { benchBuild } from './build';
import { benchLighthouse } from './lighthouse';
import { benchPage } from './page';
import { RESULTS_FILE } from './results';
import { benchServer } from './server';

const BENCHMARKS = [
  ['build', benchBuild],
  ['page', benchPage],
  ['lighthouse', benchLighthouse],
  ['server', benchServer],
] as const;

async function main(): Promise<void> {
  const failed: string[] = [];
  const started = performance.now();
  for (const [name, run] of BENCHMARKS) {
    try {
      if (!(await run()).ok) failed.push(name);
    } catch (error) {
      console.error(`bench ${name}:`, error);
      failed.push(name);
    }
  }
  console.log(`\n${RESULTS_FILE} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  if (failed.length > 0) {
    console.error(`Objectifs non tenus : ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}

void main();
