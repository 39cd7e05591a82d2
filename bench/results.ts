/**
 * bench/results/latest.json: each benchmark writes its own section (build, page, lighthouse,
 * server) and leaves the others as they are, with the machine the figures came from.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, release, totalmem } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from '../tests/e2e/support/chromium';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const RESULTS_FILE = fileURLToPath(new URL('./results/latest.json', import.meta.url));

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  os: string;
  chromium?: string;
}

function chromiumVersion(): string | undefined {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

export function machine(): Machine {
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    os: `${process.platform} ${release()}`,
    chromium: chromiumVersion(),
  };
}

type Results = Record<string, unknown>;

function readResults(): Results {
  if (!existsSync(RESULTS_FILE)) return {};
  try {
    return JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Results;
  } catch {
    return {};
  }
}

/** Stores one benchmark's figures under its name, stamped with the date and the machine. */
export function saveSection(name: string, figures: unknown): void {
  const results = readResults();
  results.machine = machine();
  // Each section keeps its own machine too: sections are often re-measured one at a time.
  results[name] = { measuredAt: new Date().toISOString(), machine: results.machine, ...(figures as object) };
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The value below which `p` percent of the values fall (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
/** Whole milliseconds as they are (autocannon's latencies), fractions to two decimals below 10 ms. */
export const ms = (value: number): string =>
  `${Number.isInteger(value) || value >= 10 ? Math.round(value) : value.toFixed(2)} ms`;
