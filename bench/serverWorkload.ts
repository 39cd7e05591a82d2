/**
 * The mixed workload of the server benchmark (issue 28): every request a different random page,
 * sort, search word or filter combination of the activities list, PUTs of random records, and the
 * mix of 90 % of those reads with 10 % of those writes. The sort and filter fields come from the
 * activities declaration; the words, filter values and records from a sample of the seeded data.
 * One seeded generator per scenario: two runs send the same sequence of requests.
 */
import type { Request } from 'autocannon';
import activities from '../resources/activities';
import { isSortable, placement } from '../resources/kit/fields';
import { Random } from '../server/seed/random';

const PER_PAGE = activities.perPage ?? 25;
const SAMPLE_PAGES = 10;
const SAMPLE_PAGE_SIZE = 100;
/** Random sorts ask for one of the first pages: deep pages are the random-page scenario's. */
const SORTED_PAGES = 20;
const MOST_FILTERS = 3;
const MIXED_WRITE_SHARE = 0.1;
const WORKLOAD_SEED = 28;

type Row = Record<string, unknown>;

/** What the generators draw from: the list's size and a sample of its records. */
export interface WorkloadData {
  total: number;
  records: Row[];
  words: string[];
}

export type Fetch = (path: string) => Promise<Response>;

/** Words of three letters or more in the sampled titles and descriptions (the trigram searches). */
function wordsOf(records: readonly Row[]): string[] {
  const words = new Set<string>();
  for (const record of records) {
    for (const text of [record.title, record.description]) {
      if (typeof text !== 'string') continue;
      for (const word of text.toLocaleLowerCase('fr').split(/[^\p{L}\p{N}]+/u)) {
        if (word.length >= 3) words.add(word);
      }
    }
  }
  return [...words].sort();
}

/** The list's total and records from pages spread through it (the same pages for the same total). */
export async function sampleWorkloadData(get: Fetch): Promise<WorkloadData> {
  const first = await get(`/api/activities?skip=0&limit=${PER_PAGE}`);
  const total = Number(first.headers.get('x-total-count'));
  const random = new Random(WORKLOAD_SEED);
  const records: Row[] = [];
  for (let i = 0; i < SAMPLE_PAGES; i += 1) {
    const skip = random.int(0, Math.max(0, total - SAMPLE_PAGE_SIZE));
    const page = (await (
      await get(`/api/activities?skip=${skip}&limit=${SAMPLE_PAGE_SIZE}`)
    ).json()) as Row[];
    records.push(...page);
  }
  if (records.length === 0) throw new Error('bench: the activities list is empty');
  return { total, records, words: wordsOf(records) };
}

const SORT_FIELDS = activities.fields.filter(isSortable).map((field) => field.name);
const FILTER_FIELDS = activities.fields.filter((field) => placement(field).filter).map((field) => field.name);

type Generator = (random: Random) => Request;

const list = (params: Record<string, string | number>): Request => ({
  method: 'GET',
  path: `/api/activities?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`,
});

function readGenerators(data: WorkloadData): Record<string, Generator> {
  const pages = Math.max(1, Math.ceil(data.total / PER_PAGE));
  return {
    page: (random) => list({ skip: random.int(0, pages - 1) * PER_PAGE, limit: PER_PAGE }),
    sort: (random) =>
      list({
        sort: random.pick(SORT_FIELDS),
        order: random.pick(['asc', 'desc']),
        skip: random.int(0, SORTED_PAGES - 1) * PER_PAGE,
        limit: PER_PAGE,
      }),
    search: (random) => list({ q: random.pick(data.words), skip: 0, limit: PER_PAGE }),
    // The values of one sampled record: a combination the data holds, so the page is not empty.
    filter: (random) => {
      const record = random.pick(data.records);
      const fields = random
        .sample(FILTER_FIELDS, random.int(1, MOST_FILTERS))
        .filter((name) => record[name] !== null && record[name] !== undefined);
      const filters = Object.fromEntries(fields.map((name) => [name, String(record[name])]));
      return list({ ...filters, skip: 0, limit: PER_PAGE });
    },
  };
}

function write(data: WorkloadData): Generator {
  return (random) => {
    const record = random.pick(data.records);
    return {
      method: 'PUT',
      path: `/api/activities/${String(record.id)}`,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ duration_minutes: random.int(1, 600), difficulty: random.int(1, 5) }),
    };
  };
}

/** `held`: the mixed scenario held for a minute at 10 connections (bench/server.ts, HELD_SECONDS). */
export type ScenarioKey = 'page' | 'sort' | 'search' | 'filter' | 'writes' | 'mixed' | 'held';

export interface WorkloadScenario {
  key: ScenarioKey;
  name: string;
  /** One autocannon request whose setupRequest draws the next request from the scenario's generator. */
  request(): Request;
}

/** Wraps a generator as autocannon's dynamic request; the headers (the session) stay autocannon's. */
function scenario(key: ScenarioKey, name: string, next: Generator): WorkloadScenario {
  return {
    key,
    name,
    request() {
      const random = new Random(WORKLOAD_SEED);
      return {
        setupRequest: (request) => {
          const drawn = next(random);
          return { ...request, ...drawn, headers: { ...request.headers, ...drawn.headers } };
        },
      };
    },
  };
}

/** The scenarios in the order they run (names as the tables and latest.json show them). */
export function workloadScenarios(data: WorkloadData): WorkloadScenario[] {
  const reads = readGenerators(data);
  const writes = write(data);
  const anyRead = Object.values(reads);
  return [
    scenario('page', 'page au hasard', reads.page),
    scenario('sort', 'tri et ordre au hasard', reads.sort),
    scenario('search', 'mot au hasard', reads.search),
    scenario('filter', 'filtres au hasard', reads.filter),
    scenario('writes', 'écritures seules (PUT)', writes),
    scenario('mixed', 'mixte 90 % lectures / 10 % PUT', (random) =>
      random.chance(MIXED_WRITE_SHARE) ? writes(random) : random.pick(anyRead)(random),
    ),
  ];
}

export type Engine = 'sqlite' | 'postgres';

/** Issue 28's figures before the rewrite, req/s at 10 connections (read-only scenarios). */
const BEFORE: Record<Engine, Partial<Record<ScenarioKey, number>>> = {
  sqlite: { page: 2790, sort: 2130, search: 3412, filter: 921 },
  postgres: { page: 1466, sort: 740, search: 8046, filter: 8360 },
};
const MIXED_MIN_REQUESTS_PER_SECOND: Record<Engine, number> = { sqlite: 1000, postgres: 600 };

export interface WorkloadTarget {
  connections: number;
  minRequestsPerSecond?: number;
  maxP99Ms?: number;
}

/**
 * Issue 28's targets: the mix at 10 connections (a rate per engine, p99 ≤ 30 ms) and at 50
 * (p99 ≤ 150 ms); every read-only scenario at least half of its figure before, at 10 connections.
 */
export function workloadTargets(engine: Engine, key: ScenarioKey): WorkloadTarget[] {
  // Held at 10 connections only: the mix's targets there.
  if (key === 'held') return workloadTargets(engine, 'mixed').filter((target) => target.connections === 10);
  if (key === 'mixed')
    return [
      { connections: 10, minRequestsPerSecond: MIXED_MIN_REQUESTS_PER_SECOND[engine], maxP99Ms: 30 },
      { connections: 50, maxP99Ms: 150 },
    ];
  const before = BEFORE[engine][key];
  return before === undefined ? [] : [{ connections: 10, minRequestsPerSecond: Math.ceil(before / 2) }];
}
