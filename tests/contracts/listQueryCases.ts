/**
 * The list call's contract as cases: the same records, the same queries and the same answers
 * (ids in order, total, or the refused parameters), run against the reference server
 * (tests/server/listQueryContract.test.ts) and against the front-end tests' fake API
 * (tests/frontend/engine/listQueryContract.test.ts). Both follow resources/contracts/listQuery.ts.
 *
 * Not in the contract: text sort order beyond ASCII letters. The server sorts through SQLite
 * indexes, which compare code points ("Été" after "zèbre", "a10" before "a9"); the app sorts
 * plain-array answers in French order ("Été" after "automne"). Sort cases use ASCII words.
 */
import { defineResource } from '../../resources/kit/defineResource';

export const contractGroups = defineResource({
  name: 'contract-groups',
  recordRepresentation: 'name',
  fields: [{ name: 'name', kind: 'text', required: true }],
});

export const contractItems = defineResource({
  name: 'contract-items',
  recordRepresentation: 'title',
  // Ties on rank come back newest first in the default order (the server's rowid, descending).
  defaultSort: { field: 'rank', order: 'DESC' },
  searchFields: ['title', 'summary'],
  fields: [
    { name: 'title', kind: 'text', required: true },
    { name: 'summary', kind: 'text' },
    { name: 'code', kind: 'text' },
    { name: 'level', kind: 'enum', values: ['easy', 'hard'], required: true },
    { name: 'rank', kind: 'integer' },
    { name: 'active', kind: 'boolean', default: true },
    { name: 'group_id', kind: 'reference', target: 'contract-groups' },
    { name: 'tags', kind: 'referenceList', target: 'hashtags' },
    { name: 'due_on', kind: 'date' },
  ],
});

/** Created in this order, so the server gives groups and items the ids 1, 2, 3… */
export const groupRecords = [{ name: 'Premier' }, { name: 'Second' }];
export const hashtagRecords = [{ label: 'maths' }, { label: 'sciences' }];
export const itemRecords: Record<string, unknown>[] = [
  {
    title: 'Été indien',
    summary: 'chaleur',
    code: 'delta',
    level: 'easy',
    rank: 2,
    active: true,
    group_id: 1,
    tags: ['maths'],
    due_on: '2026-01-10',
  },
  {
    title: 'ecole du soir',
    summary: 'Lecture',
    code: 'Alpha',
    level: 'hard',
    rank: 1,
    active: false,
    group_id: 2,
    tags: [],
    due_on: '2026-03-01',
  },
  {
    title: 'École normale',
    summary: null,
    code: null,
    level: 'easy',
    rank: 2,
    active: true,
    group_id: null,
    tags: ['sciences'],
    due_on: null,
  },
  {
    title: 'Œuvres complètes',
    summary: 'ŒUVRE',
    code: 'charlie',
    level: 'hard',
    rank: 3,
    active: true,
    group_id: 1,
    tags: ['maths', 'sciences'],
    due_on: '2026-02-15',
  },
  {
    title: 'Noël',
    summary: 'fête',
    code: 'Bravo',
    level: 'easy',
    rank: 1,
    active: false,
    group_id: 2,
    tags: [],
    due_on: '2025-12-31',
  },
  {
    title: 'Mi-temps',
    summary: '100 % réussi_',
    code: 'echo',
    level: 'hard',
    rank: null,
    active: true,
    group_id: null,
    tags: [],
    due_on: '2026-03-01',
  },
];

export type ListCase =
  | { name: string; query: string; ids: number[]; total?: number }
  /** Each refused parameter and the French message the 422 gives it, in the answer's order. */
  | { name: string; query: string; refused: Record<string, string> };

const ALL = 6;

/** The server's words for a refused list parameter (i18n/fr, `server.query`). */
const LIMIT = 'Le nombre de résultats doit être compris entre 1 et 1000';
const TWICE = 'Ce paramètre ne peut être donné qu’une fois';
const noFilter = (field: string) => `Filtre impossible sur le champ « ${field} »`;
const badValue = (field: string) => `Valeur de filtre invalide pour le champ « ${field} »`;

export const listCases: ListCase[] = [
  // Paging and the default order (rank descending, ties newest first, no rank last).
  { name: 'default order and page', query: '', ids: [4, 3, 1, 5, 2, 6], total: ALL },
  { name: 'first page', query: 'limit=2', ids: [4, 3], total: ALL },
  { name: 'last, partial page', query: 'skip=4&limit=4', ids: [2, 6], total: ALL },
  { name: 'past the end', query: 'skip=6', ids: [], total: ALL },
  { name: 'largest limit', query: 'limit=1000', ids: [4, 3, 1, 5, 2, 6], total: ALL },

  // Sort in both orders; ties keep creation order ascending, reversed descending; empty values first
  // ascending, last descending.
  { name: 'sort asc with ties', query: 'sort=rank&order=asc', ids: [6, 2, 5, 1, 3, 4] },
  { name: 'sort desc with ties', query: 'sort=rank&order=desc', ids: [4, 3, 1, 5, 2, 6] },
  { name: 'order without case', query: 'sort=rank&order=DESC&limit=1', ids: [4] },
  { name: 'sort without order is ascending', query: 'sort=id', ids: [1, 2, 3, 4, 5, 6] },
  { name: 'blank sort is the declared order', query: 'sort=&limit=2', ids: [4, 3] },
  { name: 'sort by key desc', query: 'sort=id&order=desc', ids: [6, 5, 4, 3, 2, 1] },
  { name: 'sort ASCII text without case', query: 'sort=code', ids: [3, 2, 5, 4, 1, 6] },
  { name: 'sort ASCII text desc', query: 'sort=code&order=desc', ids: [6, 1, 4, 5, 2, 3] },
  { name: 'sort a boolean', query: 'sort=active', ids: [2, 5, 1, 3, 4, 6] },
  { name: 'sort and page', query: 'sort=rank&order=asc&skip=2&limit=2', ids: [5, 1], total: ALL },

  // Filters: enum, boolean, reference, reference list; repeated means any of.
  { name: 'enum filter', query: 'level=easy&sort=id', ids: [1, 3, 5], total: 3 },
  { name: 'enum filter without case', query: 'level=EASY&sort=id', ids: [1, 3, 5] },
  { name: 'boolean filter', query: 'active=false&sort=id', ids: [2, 5] },
  { name: 'boolean filter as 1', query: 'active=1&sort=id', ids: [1, 3, 4, 6] },
  { name: 'reference filter', query: 'group_id=1&sort=id', ids: [1, 4] },
  { name: 'reference filter, any of', query: 'group_id=1&group_id=2&sort=id', ids: [1, 2, 4, 5] },
  { name: 'reference list filter', query: 'tags=sciences&sort=id', ids: [3, 4] },
  { name: 'reference list filter without case', query: 'tags=MATHS&sort=id', ids: [1, 4] },
  { name: 'filters combined', query: 'level=hard&active=true&sort=id', ids: [4, 6] },
  { name: 'key filter', query: 'id=2&id=5&sort=id', ids: [2, 5] },
  { name: 'empty filter value ignored', query: 'level=&sort=id', ids: [1, 2, 3, 4, 5, 6] },
  { name: 'filter with paging', query: 'level=easy&sort=id&limit=2', ids: [1, 3], total: 3 },

  // Bounds (included) on numbers and dates, emptiness of optional fields, with the other filters.
  { name: 'number from', query: 'rank_gte=2&sort=id', ids: [1, 3, 4], total: 3 },
  { name: 'number up to', query: 'rank_lte=1&sort=id', ids: [2, 5] },
  { name: 'number between', query: 'rank_gte=1&rank_lte=2&sort=id', ids: [1, 2, 3, 5] },
  { name: 'date between', query: 'due_on_gte=2026-01-01&due_on_lte=2026-02-28&sort=id', ids: [1, 4] },
  { name: 'date up to, the bound included', query: 'due_on_lte=2026-03-01&sort=id', ids: [1, 2, 4, 5, 6] },
  { name: 'empty text', query: 'summary_empty=true&sort=id', ids: [3] },
  { name: 'empty number', query: 'rank_empty=true', ids: [6] },
  { name: 'reference not empty', query: 'group_id_empty=false&sort=id', ids: [1, 2, 4, 5] },
  { name: 'empty reference list', query: 'tags_empty=true&sort=id', ids: [2, 5, 6] },
  {
    name: 'reference list not empty, with a bound',
    query: 'tags_empty=false&rank_gte=3',
    ids: [4],
    total: 1,
  },
  {
    name: 'bound with a filter and paging',
    query: 'level=easy&rank_gte=1&sort=id&limit=2',
    ids: [1, 3],
    total: 3,
  },

  // Search (`q`): title and summary, without case or accents, below and above three characters.
  { name: 'search without accents finds accented words', query: 'q=ete&sort=id', ids: [1, 4, 5] },
  { name: 'search in capitals with accents', query: 'q=%C3%89T%C3%89&sort=id', ids: [1, 4, 5] },
  { name: 'short search folds accents', query: 'q=%C3%A9c&sort=id', ids: [2, 3] },
  { name: 'one-letter search folds case and accents', query: 'q=%C3%94&sort=id', ids: [2, 3, 4, 5] },
  { name: 'ligature folds case only', query: 'q=%C5%93uvre&sort=id', ids: [4] },
  { name: 'ligature is not two letters', query: 'q=oeuvre', ids: [] },
  { name: 'diaeresis', query: 'q=noel', ids: [5] },
  { name: 'search is trimmed', query: 'q=%20noel%20', ids: [5] },
  { name: 'search across words', query: 'q=ecole%20du', ids: [2] },
  { name: 'percent is text', query: 'q=%25&sort=id', ids: [6] },
  { name: 'underscore is text', query: 'q=_', ids: [6] },
  { name: 'search in the second field', query: 'q=lect', ids: [2] },
  { name: 'search with a filter and paging', query: 'q=e&level=easy&sort=id&limit=1', ids: [1], total: 3 },
  { name: 'nothing found', query: 'q=zzz', ids: [], total: 0 },

  // Refused parameters (422, one entry per parameter, with its message).
  { name: 'limit 0', query: 'limit=0', refused: { limit: LIMIT } },
  { name: 'limit above the maximum', query: 'limit=1001', refused: { limit: LIMIT } },
  {
    name: 'negative skip',
    query: 'skip=-1',
    refused: { skip: 'Le décalage doit être un entier positif ou nul' },
  },
  {
    name: 'skip not a number',
    query: 'skip=abc',
    refused: { skip: 'Ce paramètre doit être un nombre entier' },
  },
  { name: 'parameter given twice', query: 'sort=id&sort=rank', refused: { sort: TWICE } },
  { name: 'unknown sort', query: 'sort=nope', refused: { sort: 'Tri impossible sur le champ « nope »' } },
  {
    name: 'reference list is not sortable',
    query: 'sort=tags',
    refused: { sort: 'Tri impossible sur le champ « tags »' },
  },
  { name: 'unknown order', query: 'order=up', refused: { order: 'L’ordre de tri doit valoir asc ou desc' } },
  { name: 'unknown filter', query: 'colour=red', refused: { colour: noFilter('colour') } },
  {
    name: 'filter value of the wrong type',
    query: 'rank=abc&active=maybe',
    refused: { rank: badValue('rank'), active: badValue('active') },
  },
  {
    name: 'bound of the wrong type',
    query: 'rank_gte=abc&summary_empty=maybe',
    refused: { rank_gte: badValue('rank_gte'), summary_empty: badValue('summary_empty') },
  },
  { name: 'bound given twice', query: 'rank_lte=1&rank_lte=2', refused: { rank_lte: TWICE } },
  { name: 'text has no bounds', query: 'title_gte=a', refused: { title_gte: noFilter('title_gte') } },
  {
    name: 'required and boolean fields are never empty',
    query: 'level_empty=true&active_empty=false',
    refused: { level_empty: noFilter('level_empty'), active_empty: noFilter('active_empty') },
  },
];
