/**
 * The server benchmark: a database of 100,000 activities and 100,000 users (npm run seed), then
 * autocannon against the list call (page 1, a page in the middle, sorted by a column, a search by
 * word, a search of one letter, a filter) at 1, 10 and 50 connections, the cost of a create and of a bulk toggle of
 * 1,000 ids, and a CSV import of 10,000 users in one request (target: under 10 s). The list
 * targets of the issue are judged at 10 connections: p99 at most 15 ms for every call, 2,000
 * req/s for the middle page, 1,500 for the word search. Client and server share this machine's
 * cores: the figures are for this machine. Every scenario runs on SQLite and on PostgreSQL;
 * `BENCH_ENGINES=sqlite` (or `postgres`; a comma-separated list) measures only those engines,
 * leaving the other's figures of an earlier run in latest.json.
 */
import autocannon, { type Options as AutocannonOptions } from 'autocannon';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { developmentEnv, startServer } from '../tests/e2e/support/serverProcess';
import { postgresUnavailable, startPostgresCluster } from '../tests/server/support/postgresCluster';
import { PROJECT_ROOT, median, ms, percentile, saveSection } from './results';
import { signIn } from './session';
import {
  sampleWorkloadData,
  workloadScenarios,
  workloadTargets,
  type Engine,
  type WorkloadScenario,
} from './serverWorkload';
import { printTable } from './table';

const ACTIVITIES = 100_000;
const USERS = 100_000;
const CONNECTIONS = [1, 10, 50] as const;
/** `BENCH_SECONDS=2`: a short run while developing (the figures are then only a smoke test). */
const REQUESTED_SECONDS = Number.parseInt(process.env.BENCH_SECONDS ?? '', 10);
const SECONDS_PER_RUN = REQUESTED_SECONDS > 0 ? REQUESTED_SECONDS : 4;
/**
 * The mixed workload once more, held fifteen runs long (a minute by default): what the writes
 * leave behind them (PostgreSQL's old row versions until a vacuum) weighs on the reads that come
 * after, which a run of a few seconds does not show.
 */
const HELD_SECONDS = 15 * SECONDS_PER_RUN;
const CREATES = 200;
const TOGGLE_IDS = 1000;
const TOGGLES = 6;
const IMPORT_ROWS = 10_000;
const IMPORT_TARGET_SECONDS = 10;
/** The targets for the list call, at TARGET_CONNECTIONS. */
const TARGET_CONNECTIONS = 10;
const TARGET_P99_MS = 15;

function seed(dataDir: string, store: Record<string, string>): number {
  const tsx = join(PROJECT_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [tsx, 'server/seed/cli.ts', '--activities', String(ACTIVITIES), '--users', String(USERS)],
    { cwd: PROJECT_ROOT, env: developmentEnv({ DATA_DIR: dataDir, ...store }), stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`npm run seed failed (exit ${result.status})`);
  return (performance.now() - started) / 1000;
}

interface Api {
  origin: string;
  headers: Record<string, string>;
}

async function call(api: Api, method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${api.origin}${path}`, {
    method,
    headers: { ...api.headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

interface ListCase {
  name: string;
  path: string;
  /** Requests per second wanted at TARGET_CONNECTIONS. */
  minRequestsPerSecond?: number;
}

async function listCases(api: Api): Promise<ListCase[]> {
  const first = await call(api, 'GET', '/api/activities?skip=0&limit=25');
  const total = Number(first.headers.get('x-total-count'));
  const middle = Math.floor(total / 2 / 25) * 25;
  return [
    { name: 'page 1', path: '/api/activities?skip=0&limit=25' },
    {
      name: `page du milieu (skip=${middle})`,
      path: `/api/activities?skip=${middle}&limit=25`,
      minRequestsPerSecond: 2000,
    },
    { name: 'tri par titre', path: '/api/activities?sort=title&order=asc&skip=0&limit=25' },
    {
      name: 'recherche « fractions »',
      path: '/api/activities?q=fractions&skip=0&limit=25',
      minRequestsPerSecond: 1500,
    },
    // Fewer than three characters: no trigram index, the folded copies of the search columns.
    { name: 'recherche courte « é »', path: `/api/activities?q=${encodeURIComponent('é')}&skip=0&limit=25` },
    { name: 'filtre type=quiz', path: '/api/activities?type=quiz&skip=0&limit=25' },
  ];
}

/**
 * One autocannon run: the rate, the latencies and every failed answer (errors, timeouts, non-2xx).
 * autocannon stops sending when the time is up, not the server working: one call first waits for
 * what the previous run left queued, so a slow scenario does not weigh on the next one's figures.
 */
async function measure(
  api: Api,
  connections: number,
  target: Pick<AutocannonOptions, 'url' | 'requests'>,
  duration = SECONDS_PER_RUN,
) {
  await call(api, 'GET', '/api/activities?skip=0&limit=1');
  const result = await autocannon({
    ...target,
    connections,
    duration,
    headers: api.headers,
  });
  return {
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function loadList(api: Api, cases: ListCase[]) {
  const runs = [];
  for (const listCase of cases) {
    await call(api, 'GET', listCase.path); // the statement is prepared and the pages are cached
    for (const connections of CONNECTIONS) {
      const run = await measure(api, connections, { url: `${api.origin}${listCase.path}` });
      runs.push({ case: listCase.name, path: listCase.path, ...run });
    }
  }
  return runs;
}

/** The mixed workload (bench/serverWorkload.ts): every request a different one. */
async function loadWorkload(api: Api, scenarios: readonly WorkloadScenario[]) {
  const runs = [];
  for (const scenario of scenarios) {
    for (const connections of CONNECTIONS) {
      const run = await measure(api, connections, {
        url: api.origin,
        requests: [scenario.request()],
      });
      runs.push({ scenario: scenario.key, case: scenario.name, ...run });
    }
  }
  const mixed = scenarios.find((scenario) => scenario.key === 'mixed');
  if (mixed) {
    const request = { url: api.origin, requests: [mixed.request()] };
    const run = await measure(api, TARGET_CONNECTIONS, request, HELD_SECONDS);
    runs.push({ scenario: 'held' as const, case: `${mixed.name}, tenue ${HELD_SECONDS} s`, ...run });
  }
  return runs;
}

type WorkloadRun = Awaited<ReturnType<typeof loadWorkload>>[number];

function workloadChecks(engine: Engine, runs: readonly WorkloadRun[]) {
  return runs.flatMap((run) =>
    workloadTargets(engine, run.scenario)
      .filter((target) => target.connections === run.connections)
      .flatMap((target) => [
        ...(target.minRequestsPerSecond === undefined
          ? []
          : [
              {
                case: run.case,
                connections: run.connections,
                measure: `≥ ${target.minRequestsPerSecond} req/s`,
                value: run.requestsPerSecond,
                met: run.requestsPerSecond >= target.minRequestsPerSecond,
              },
            ]),
        ...(target.maxP99Ms === undefined
          ? []
          : [
              {
                case: run.case,
                connections: run.connections,
                measure: `p99 ≤ ${target.maxP99Ms} ms`,
                value: run.latencyMs.p99,
                // A run that completed nothing has no latency to judge (autocannon says 0 ms).
                met: run.requestsPerSecond > 0 && run.latencyMs.p99 <= target.maxP99Ms,
              },
            ]),
      ]),
  );
}

async function createCost(api: Api) {
  const durations: number[] = [];
  for (let i = 0; i < CREATES; i += 1) {
    const activity = {
      title: `Activité de mesure ${i}`,
      description: 'Créée par le banc de mesure du serveur',
      type: 'quiz',
      language: 'fr',
      duration_minutes: 20,
      difficulty: 2,
      active: true,
    };
    durations.push(await timed(() => call(api, 'POST', '/api/activities', activity)));
  }
  return summary(durations);
}

async function bulkToggleCost(api: Api) {
  const page = (await (await call(api, 'GET', `/api/activities?skip=0&limit=${TOGGLE_IDS}`)).json()) as {
    id: number;
  }[];
  const ids = page.map((record) => record.id);
  const durations: number[] = [];
  for (let i = 0; i < TOGGLES; i += 1) {
    const active = i % 2 === 1;
    durations.push(
      await timed(() => call(api, 'PUT', '/api/activities/bulk/toggle-active', { ids, active })),
    );
  }
  return { ids: ids.length, ...summary(durations) };
}

/** The import call as the dialog makes it for a whole file: every row checked, then written in one transaction. */
async function importCost(api: Api) {
  const rows = Array.from({ length: IMPORT_ROWS }, (_, i) => ({
    first_name: `Prénom${i}`,
    last_name: `Nom${i}`,
    email: `import.mesure.${i}@exemple.fr`,
    role: 'Élève',
    active: 'Oui',
  }));
  let report: { created?: number; errors?: number } = {};
  const duration = await timed(async () => {
    const response = await call(api, 'POST', '/api/users/import', { mode: 'all', rows });
    report = (await response.json()) as typeof report;
  });
  const seconds = Math.round(duration / 10) / 100;
  return {
    rows: IMPORT_ROWS,
    created: report.created ?? 0,
    seconds,
    targetSeconds: IMPORT_TARGET_SECONDS,
    ok: report.created === IMPORT_ROWS && report.errors === 0 && seconds < IMPORT_TARGET_SECONDS,
  };
}

/** The list targets at TARGET_CONNECTIONS: p99 for every call, a rate for some. */
function listTargets(cases: ListCase[], runs: Awaited<ReturnType<typeof loadList>>) {
  return cases.flatMap((listCase) => {
    const run = runs.find((r) => r.case === listCase.name && r.connections === TARGET_CONNECTIONS);
    if (!run) return [];
    const p99 = {
      case: listCase.name,
      measure: `p99 ≤ ${TARGET_P99_MS} ms`,
      value: run.latencyMs.p99,
      met: run.latencyMs.p99 <= TARGET_P99_MS,
    };
    const min = listCase.minRequestsPerSecond;
    if (min === undefined) return [p99];
    const rate = {
      case: listCase.name,
      measure: `≥ ${min} req/s`,
      value: run.requestsPerSecond,
      met: run.requestsPerSecond >= min,
    };
    return [rate, p99];
  });
}

function summary(durations: number[]) {
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    count: durations.length,
    medianMs: round(median(durations)),
    p99Ms: round(percentile(durations, 99)),
    meanMs: round(durations.reduce((sum, value) => sum + value, 0) / durations.length),
  };
}

const ENGINE_NAMES: Record<Engine, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** The server scenarios on one engine: seed, start npm start on it, measure, stop. */
async function benchEngine(engine: Engine, databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(join(tmpdir(), `eduadmin-bench-${engine}-`));
  const store: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  try {
    const seedSeconds = seed(dataDir, store);
    const server = await startServer({
      dataDir,
      logFile: join(dataDir, 'server.log'),
      env: { DEMO_DATA: '0', EDUADMIN_BUILD: 'never', ...store },
    });
    try {
      const session = await signIn(server.origin);
      const api: Api = { origin: server.origin, headers: { Authorization: `Bearer ${session.token}` } };
      const cases = await listCases(api);
      const list = await loadList(api, cases);
      const sample = await sampleWorkloadData((path) => call(api, 'GET', path));
      const workload = await loadWorkload(api, workloadScenarios(sample));
      const workloadTargetChecks = workloadChecks(engine, workload);
      const create = await createCost(api);
      const bulkToggle = await bulkToggleCost(api);
      const csvImport = await importCost(api);
      const failures = [...list, ...workload].filter((run) => run.errors > 0 || run.non2xx > 0);
      const targets = listTargets(cases, list);
      const figures = {
        engine,
        data: { activities: ACTIVITIES, users: USERS, seedSeconds: Math.round(seedSeconds * 10) / 10 },
        secondsPerRun: SECONDS_PER_RUN,
        list,
        targets: { connections: TARGET_CONNECTIONS, checks: targets },
        workload: { sampledRecords: sample.records.length, words: sample.words.length, runs: workload },
        workloadTargets: workloadTargetChecks,
        create,
        bulkToggle,
        csvImport,
      };
      const met = [...targets, ...workloadTargetChecks].every((target) => target.met);
      return { figures, ok: failures.length === 0 && csvImport.ok && met };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type EngineRun = Awaited<ReturnType<typeof benchEngine>>;

/** A run's req/s, p50, p99 and failed answers as table cells; blanks when the engine has none. */
function throughputCells(
  run:
    | { requestsPerSecond: number; latencyMs: { p50: number; p99: number }; errors: number; non2xx: number }
    | undefined,
): string[] {
  if (!run) return ['', '', '', ''];
  return [
    String(run.requestsPerSecond),
    ms(run.latencyMs.p50),
    ms(run.latencyMs.p99),
    String(run.errors + run.non2xx),
  ];
}

function printEngines(runs: Partial<Record<Engine, EngineRun>>): void {
  const engines = (Object.keys(ENGINE_NAMES) as Engine[]).filter((engine) => runs[engine]);
  const reference = runs[engines[0]]?.figures.list ?? [];
  printTable(
    `Serveur : GET /api/activities sur ${ACTIVITIES.toLocaleString('fr-FR')} activités (${SECONDS_PER_RUN} s par mesure)`,
    ['appel', 'connexions', ...engines.flatMap((e) => [`${ENGINE_NAMES[e]} req/s`, 'p50', 'p99', 'erreurs'])],
    reference.map((row) => [
      row.case,
      String(row.connections),
      ...engines.flatMap((engine) => {
        const run = runs[engine]?.figures.list.find(
          (other) => other.case === row.case && other.connections === row.connections,
        );
        return throughputCells(run);
      }),
    ]),
  );
  printTable(
    `Serveur : objectifs à ${TARGET_CONNECTIONS} connexions`,
    ['appel', 'objectif', ...engines.flatMap((e) => [ENGINE_NAMES[e], 'atteint'])],
    (runs[engines[0]]?.figures.targets.checks ?? []).map((target) => [
      target.case,
      target.measure,
      ...engines.flatMap((engine) => {
        const other = runs[engine]?.figures.targets.checks.find(
          (check) => check.case === target.case && check.measure === target.measure,
        );
        return other ? [String(other.value), other.met ? 'oui' : 'non'] : ['', ''];
      }),
    ]),
  );
  const workload = runs[engines[0]]?.figures.workload.runs ?? [];
  printTable(
    `Serveur : charge mêlée, chaque requête différente (${SECONDS_PER_RUN} s par mesure)`,
    [
      'scénario',
      'connexions',
      ...engines.flatMap((e) => [`${ENGINE_NAMES[e]} req/s`, 'p50', 'p99', 'erreurs']),
    ],
    workload.map((row) => [
      row.case,
      String(row.connections),
      ...engines.flatMap((engine) => {
        const run = runs[engine]?.figures.workload.runs.find(
          (other) => other.scenario === row.scenario && other.connections === row.connections,
        );
        return throughputCells(run);
      }),
    ]),
  );
  for (const engine of engines) {
    printTable(
      `Serveur : objectifs de la charge mêlée, ${ENGINE_NAMES[engine]}`,
      ['scénario', 'connexions', 'objectif', 'mesure', 'atteint'],
      (runs[engine]?.figures.workloadTargets ?? []).map((check) => [
        check.case,
        String(check.connections),
        check.measure,
        String(check.value),
        check.met ? 'oui' : 'non',
      ]),
    );
  }
  printTable(
    'Serveur : écritures (médiane, p99)',
    ['opération', ...engines.map((e) => ENGINE_NAMES[e])],
    [
      [
        `création d’une activité (${CREATES} fois)`,
        ...engines.map((e) => {
          const create = runs[e]?.figures.create;
          return create ? `${ms(create.medianMs)} / ${ms(create.p99Ms)}` : '';
        }),
      ],
      [
        `bascule groupée de ${TOGGLE_IDS} ids (${TOGGLES} fois)`,
        ...engines.map((e) => {
          const toggle = runs[e]?.figures.bulkToggle;
          return toggle ? `${ms(toggle.medianMs)} / ${ms(toggle.p99Ms)}` : '';
        }),
      ],
      [
        `import CSV de ${IMPORT_ROWS.toLocaleString('fr-FR')} utilisateurs (objectif < ${IMPORT_TARGET_SECONDS} s)`,
        ...engines.map((e) => `${runs[e]?.figures.csvImport.seconds ?? ''} s`),
      ],
      [
        `npm run seed (${ACTIVITIES.toLocaleString('fr-FR')} activités, ${USERS.toLocaleString('fr-FR')} utilisateurs)`,
        ...engines.map((e) => `${runs[e]?.figures.data.seedSeconds ?? ''} s`),
      ],
    ],
  );
}

/** The engines BENCH_ENGINES names (default: both); an unknown name is an error, not a silent skip. */
function enginesToMeasure(): Engine[] {
  const names = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',').map((name) => name.trim());
  for (const name of names) {
    if (!(name in ENGINE_NAMES))
      throw new Error(`BENCH_ENGINES: unknown engine "${name}" (sqlite, postgres)`);
  }
  return names as Engine[];
}

/**
 * The server scenarios on SQLite (the embedded default), then on PostgreSQL (a throwaway cluster
 * from Debian's binaries, as the tests start it), both written to latest.json: `server` holds
 * SQLite's figures, `serverPostgres` PostgreSQL's.
 */
export async function benchServer(): Promise<{ ok: boolean }> {
  const runs: Partial<Record<Engine, EngineRun>> = {};
  const engines = enginesToMeasure();
  if (engines.includes('sqlite')) {
    runs.sqlite = await benchEngine('sqlite', undefined);
    saveSection('server', runs.sqlite.figures);
  }
  const missing = engines.includes('postgres') ? postgresUnavailable() : undefined;
  if (missing) {
    console.log(`PostgreSQL non mesuré : ${missing}`);
    saveSection('serverPostgres', { skipped: missing });
  } else if (engines.includes('postgres')) {
    const cluster = await startPostgresCluster();
    try {
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query('CREATE DATABASE eduadmin_bench');
      await admin.end();
      runs.postgres = await benchEngine('postgres', cluster.urlOf('eduadmin_bench'));
      saveSection('serverPostgres', runs.postgres.figures);
    } finally {
      await cluster.stop();
    }
  }
  printEngines(runs);
  return { ok: Object.values(runs).every((run) => run.ok) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchServer().then(
    ({ ok }) => process.exit(ok ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
