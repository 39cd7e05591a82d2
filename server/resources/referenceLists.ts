/**
 * A row's reference lists read with the row, in the same statement: each list as one JSON array
 * of its values in position order, in a column of its own (`listColumn`). Reading the link tables
 * apart was one more round trip per list on PostgreSQL (a PUT of an activity: 11 round trips
 * instead of 7).
 */
import { ident, type Engine } from '../db/database';
import type { ResourceModel } from './model';
import { ownerKey, type Key, type PageLinks, type Row } from './recordCodec';

/** The column of a row that holds its `index`-th reference list (never a field's name: `_`). */
const listColumn = (index: number): string => `__list_${index}`;

/**
 * The model's reference lists as expressions on the row named `row` (an alias, or the table's
 * quoted name where SQLite's RETURNING cannot see an alias), each with the column it is read as.
 * Both engines aggregate in order (SQLite since 3.44). An empty list is null on PostgreSQL, `[]`
 * on SQLite.
 */
export function listColumnsOf(
  model: ResourceModel,
  engine: Engine,
  row = 't',
): { sql: string; column: string }[] {
  const aggregate = engine === 'postgres' ? 'json_agg' : 'json_group_array';
  return model.lists.map((link, index) => ({
    sql:
      `(SELECT ${aggregate}(l.value ORDER BY l.position) FROM ${ident(link.table)} l ` +
      `WHERE l.owner = ${row}.${ident(model.key)})`,
    column: listColumn(index),
  }));
}

/** The lists of rows read with listColumnsOf (PostgreSQL's driver parses the JSON, SQLite's does not). */
export function linksOfRows(model: ResourceModel, rows: readonly Row[]): PageLinks {
  const links: PageLinks = new Map();
  for (const row of rows) {
    const lists = new Map<string, Key[]>();
    model.lists.forEach((link, index) => {
      const stored = row[listColumn(index)];
      const values = (typeof stored === 'string' ? JSON.parse(stored) : stored) as Key[] | null;
      if (values && values.length > 0) lists.set(link.field.name, values);
    });
    links.set(ownerKey(row[model.key]), lists);
  }
  return links;
}
