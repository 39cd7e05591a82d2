/**
 * The coverage report: a Vitest run with V8 coverage, whose json-summary and HTML reports are
 * written to DATA_DIR/coverage, read back as totals and per-file figures.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { vitestCommand, vitestRunArgs } from './commandLine';
import { ApiError } from '../http/apiError';
import { serverMessage } from './messages';
import type { RunJob } from './runner';
import type { ResolvedEntry } from './testCatalog';

export const COVERAGE_JOB_ID = 'coverage';

export interface CoverageMetric {
  total: number;
  covered: number;
  skipped: number;
  /** Percent, null when there is nothing to cover. */
  pct: number | null;
}

export interface CoverageMetrics {
  statements: CoverageMetric;
  branches: CoverageMetric;
  functions: CoverageMetric;
  lines: CoverageMetric;
}

export interface CoverageReport {
  generated_at: string;
  totals: CoverageMetrics;
  files: ({ file: string } & CoverageMetrics)[];
  /** The HTML report's index file on the server's disk. */
  html_report: string | null;
  reports_directory: string;
}

export function coverageJob(projectRoot: string, reportsDirectory: string, scope?: ResolvedEntry): RunJob {
  if (scope && scope.entry.command?.kind !== 'vitest') {
    throw new ApiError(400, serverMessage('coverageNotVitest', { name: scope.view.name }));
  }
  if (scope && !scope.command) {
    throw new ApiError(400, serverMessage('notConfigured', { name: scope.view.name }));
  }
  const runArgs = scope?.entry.command?.kind === 'vitest' ? vitestRunArgs(scope.entry.command) : ['run'];
  const args = [
    ...runArgs,
    '--coverage.enabled=true',
    '--coverage.provider=v8',
    '--coverage.reporter=json-summary',
    '--coverage.reporter=html',
    // A failing test must not hide the figures of everything else.
    '--coverage.reportOnFailure=true',
    `--coverage.reportsDirectory=${reportsDirectory}`,
  ];
  return {
    testId: COVERAGE_JOB_ID,
    testName: scope
      ? serverMessage('coverageScoped', { name: scope.view.name })
      : serverMessage('coverageName'),
    command: vitestCommand(projectRoot, args),
    timeoutSeconds: scope ? Math.max(300, scope.entry.estimatedDuration * 6) : 2400,
    estimatedDuration: scope ? Math.round(scope.entry.estimatedDuration * 1.5) : 480,
  };
}

function metric(raw: unknown): CoverageMetric {
  const value = (raw ?? {}) as Partial<Record<keyof CoverageMetric, unknown>>;
  const number = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : 0);
  return {
    total: number(value.total),
    covered: number(value.covered),
    skipped: number(value.skipped),
    pct: typeof value.pct === 'number' && number(value.total) > 0 ? value.pct : null,
  };
}

function metrics(raw: unknown): CoverageMetrics {
  const value = (raw ?? {}) as Record<string, unknown>;
  return {
    statements: metric(value.statements),
    branches: metric(value.branches),
    functions: metric(value.functions),
    lines: metric(value.lines),
  };
}

/** The last report written to `reportsDirectory`, or undefined when there is none. */
export function readCoverageReport(
  reportsDirectory: string,
  projectRoot: string,
): CoverageReport | undefined {
  const summaryFile = path.join(reportsDirectory, 'coverage-summary.json');
  if (!existsSync(summaryFile)) return undefined;
  const summary = JSON.parse(readFileSync(summaryFile, 'utf8')) as Record<string, unknown>;
  const htmlReport = path.join(reportsDirectory, 'index.html');
  const files = Object.entries(summary)
    .filter(([name]) => name !== 'total')
    .map(([name, raw]) => ({
      file: path.isAbsolute(name) ? path.relative(projectRoot, name).split(path.sep).join('/') : name,
      ...metrics(raw),
    }))
    .sort((a, b) => a.file.localeCompare(b.file));
  return {
    generated_at: statSync(summaryFile).mtime.toISOString(),
    totals: metrics(summary.total),
    files,
    html_report: existsSync(htmlReport) ? htmlReport : null,
    reports_directory: reportsDirectory,
  };
}
