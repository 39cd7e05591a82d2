/**
 * Performance shape (SQL text): a list's ORDER BY is one of the area's sort indexes read forwards
 * or backwards, ties included, on each engine. The indexes are made from postgresOrderIndex
 * (listQuery.ts) and wordSortIndex (wordSort.ts), the order by parseListQuery: if they drifted
 * apart, every page would sort the whole list. On SQLite, every index carries the rowid, the
 * list's tie-break.
 */
import { describe, expect, it } from 'vitest';
import { ident, type Engine } from '../../../server/db/database';
import { parseListQuery, postgresOrderIndex } from '../../../server/lists/listQuery';
import { sortsAsWords, wordSortInclude, wordSortIndex } from '../../../server/lists/wordSort';
import { loadDeclarations } from '../../../server/resources/loadDeclarations';
import { buildModels, type ResourceModel } from '../../../server/resources/model';

const models = buildModels(await loadDeclarations());
const activities = models.get('activities') as ResourceModel;
const hashtags = models.get('hashtags') as ResourceModel;

/** The index the schema sync makes for a sort on `column`, as its list of columns. */
function sortIndex(engine: Engine, model: ResourceModel, column: string): string[] {
  const columns = sortsAsWords(model, column)
    ? wordSortIndex(engine, model, column)
    : engine === 'postgres'
      ? postgresOrderIndex(model, column)
      : ident(column);
  const listed = columns.split(', ');
  return engine === 'sqlite' && column !== model.key ? [...listed, 'rowid'] : listed;
}

/** The ORDER BY that reads `index` forwards or backwards. */
function readThrough(index: string[], backwards: boolean): string {
  return index
    .map((column) =>
      column.endsWith(' NULLS FIRST')
        ? `${column.slice(0, -' NULLS FIRST'.length)} ${backwards ? 'DESC NULLS LAST' : 'ASC NULLS FIRST'}`
        : `${column} ${backwards ? 'DESC' : 'ASC'}`,
    )
    .join(', ');
}

/** The list's ORDER BY without the table's alias, as an index names its columns. */
function orderOf(engine: Engine, model: ResourceModel, sort: string, order: 'asc' | 'desc'): string {
  return parseListQuery(model, { sort, order }, new Map(), engine).orderBy.replaceAll('t.', '');
}

describe.each<Engine>(['sqlite', 'postgres'])('on %s, a list reads its sort index', (engine) => {
  it.each([
    ['a word sort (title)', activities, 'title'],
    ['a code (type)', activities, 'type'],
    ['a number (difficulty)', activities, 'difficulty'],
    ['a date (updated_at)', activities, 'updated_at'],
    ['the key (id)', activities, 'id'],
    ['a text key (hashtags by label)', hashtags, 'label'],
  ] as const)('%s, forwards and backwards', (_name, model, column) => {
    const index = sortIndex(engine, model, column);
    expect(orderOf(engine, model, column, 'asc')).toBe(readThrough(index, false));
    expect(orderOf(engine, model, column, 'desc')).toBe(readThrough(index, true));
  });
});

describe('which columns sort as words', () => {
  it('the text people type (titles, names, e-mails, colours), not codes, numbers, dates, yes/no or the key', () => {
    const users = models.get('users') as ResourceModel;
    const themes = models.get('themes') as ResourceModel;
    expect(sortsAsWords(activities, 'title')).toBe(true);
    expect(sortsAsWords(users, 'email')).toBe(true);
    expect(sortsAsWords(themes, 'color')).toBe(true);
    expect(sortsAsWords(activities, 'type')).toBe(false);
    expect(sortsAsWords(activities, 'difficulty')).toBe(false);
    expect(sortsAsWords(activities, 'updated_at')).toBe(false);
    expect(sortsAsWords(users, 'last_sign_in_at')).toBe(false);
    expect(sortsAsWords(activities, 'active')).toBe(false);
    expect(sortsAsWords(activities, 'id')).toBe(false);
    expect(sortsAsWords(hashtags, 'label')).toBe(false);
    expect(sortsAsWords(activities, 'no_such_column')).toBe(false);
  });
});

describe('PostgreSQL word sort indexes', () => {
  it('carry the column itself, so a page’s keys are read from the index alone (SQLite: no INCLUDE)', () => {
    expect(wordSortInclude('postgres', 'title')).toBe(' INCLUDE ("title")');
    expect(wordSortInclude('sqlite', 'title')).toBe('');
  });
});
