/**
 * The one statement a PostgreSQL list call runs: the area's generation, the list's total (kept,
 * or counted when it is not), the page's keys, then the page's rows with their computed counts
 * and reference lists, in one round trip and from one snapshot. How the keys are read is the
 * plan's (postgresListPages.ts): from the kept matches of a search, from a kept mark of a deep
 * page, or from the order's index.
 *
 * The answer has one row per record of the page, in the page's order, each carrying the meta
 * columns (META); an empty page is one row of meta columns and NULL record columns. With a guard
 * (ListGuard), every row carries the guard's columns too, and the answer has no row at all when
 * the guard finds none: nothing else is read then.
 */
import { GENERATION_SQL, KEPT_ENTRY_SQL, keptKeySql } from '../db/postgresListTotals';
import { ident } from '../db/database';
import type { ListGuard } from './listPages';
import type { ResourceModel } from './model';
import { sqlTypeFor } from './schemaSync';

/** Columns of the answer that are not the record's (a declared field never starts with `_`). */
export const META = {
  generation: '__generation',
  logged: '__logged',
  total: '__total',
  counted: '__counted',
  found: '__found',
  pos: '__pos',
} as const;

/** The column of the answer holding the reference list `index` of model.lists (JSON, or NULL when empty). */
export const listColumn = (index: number): string => `__list_${index}`;

export interface PageKeys {
  /** Selects the page's keys in order, after the statement's `g`, `n` (and `e`) CTEs. */
  sql: string;
  args: unknown[];
}

export interface StatementParts {
  /** The kept entry the total is read from (`n`): its key in _list_totals. */
  totalKey: string;
  /**
   * Counts the list when `n` holds no total (`SELECT COUNT(*) …`), with `countArgs`; undefined
   * when the total is the entry's (a kept search).
   */
  countSql?: string;
  countArgs?: unknown[];
  /** Another kept entry the keys read (`e`: a mark), by its key. */
  entryKey?: string;
  /** Whether the entry the keys need was found: an SQL condition on `n` and `e`. */
  foundSql: string;
  keys: PageKeys;
}

/** What one area's statements share: its columns, counts and lists, written once. */
export class ListStatementWriter {
  readonly table: string;
  readonly key: string;
  /** The key's SQL type, for keys kept as text. */
  readonly keyType: string;
  private readonly rowColumns: string;

  constructor(
    private readonly model: ResourceModel,
    computed: ReadonlyMap<string, string>,
  ) {
    this.table = ident(model.table);
    this.key = ident(model.key);
    const declared = model.columns.find((column) => column.field.name === model.key);
    // A server key is `INTEGER … IDENTITY`; a declared key has its field's type (collation aside).
    this.keyType = declared
      ? sqlTypeFor('postgres', declared.sqlType).replace(/\s+COLLATE\s+.*$/i, '')
      : 'bigint';
    // The columns named, not `t.*`: a named statement's columns must not change when another
    // server adds one (Database.query).
    const names = [
      ...(model.serverKey ? [model.key] : []),
      ...model.columns.map((column) => column.field.name),
      'created_at',
      'updated_at',
    ];
    const columns = names.map((name) => `t.${ident(name)}`);
    for (const [name, count] of computed) columns.push(`${count} AS ${ident(name)}`);
    model.lists.forEach((link, index) => {
      columns.push(
        `(SELECT json_agg(l.value ORDER BY l.position) FROM ${ident(link.table)} l ` +
          `WHERE l.owner = t.${this.key}) AS ${ident(listColumn(index))}`,
      );
    });
    this.rowColumns = columns.join(', ');
  }

  /** The statement and its arguments. */
  statement(parts: StatementParts, guard?: ListGuard): { sql: string; args: unknown[] } {
    const ctes = [`g AS (${GENERATION_SQL})`, `n AS (${KEPT_ENTRY_SQL})`];
    const args: unknown[] = [this.model.name, this.model.name, parts.totalKey];
    if (guard) {
      ctes.unshift(`o AS (${guard.sql})`);
      args.unshift(...guard.args);
    }
    if (parts.entryKey !== undefined) {
      ctes.push(`e AS (${KEPT_ENTRY_SQL})`);
      args.push(this.model.name, parts.entryKey);
    }
    const kept = '(SELECT total FROM n)';
    // COALESCE evaluates the count only when no total is kept (a subquery runs when first needed).
    const total = parts.countSql ? `COALESCE(${kept}, (${parts.countSql}))` : kept;
    if (parts.countSql) args.push(...(parts.countArgs ?? []));
    const meta = [
      `(SELECT generation FROM g) AS ${META.generation}`,
      `(SELECT logged FROM g) AS ${META.logged}`,
      `${total} AS ${META.total}`,
      `${parts.countSql ? `${kept} IS NULL` : 'false'} AS ${META.counted}`,
      `${parts.foundSql} AS ${META.found}`,
    ];
    args.push(...parts.keys.args);
    // Lateral to the guard's row: the meta columns (a count among them) are read per guard row,
    // so not at all without one.
    const head = guard
      ? `o CROSS JOIN LATERAL (SELECT o.*, ${meta.join(', ')}) s`
      : `(SELECT ${meta.join(', ')}) s`;
    const sql =
      `WITH ${ctes.join(', ')} SELECT s.*, r.* FROM ${head} LEFT JOIN LATERAL (` +
      `SELECT ${this.rowColumns}, p.pos AS ${META.pos} FROM unnest(ARRAY(${parts.keys.sql})) ` +
      `WITH ORDINALITY AS p(k, pos) JOIN ${this.table} t ON t.${this.key} = p.k) r ON true ORDER BY r.${META.pos}`;
    return { sql, args };
  }

  /** The area's generation alone (`META.generation`), behind the guard when there is one. */
  generationStatement(guard?: ListGuard): { sql: string; args: unknown[] } {
    const generation = `(SELECT generation FROM (${GENERATION_SQL}) g) AS ${META.generation}`;
    if (!guard) return { sql: `SELECT ${generation}`, args: [this.model.name] };
    return {
      sql: `WITH o AS (${guard.sql}) SELECT o.*, ${generation} FROM o`,
      args: [...guard.args, this.model.name],
    };
  }

  /** The keys of a kept search's page: a range of its kept matches. */
  keptRangeKeys(skip: number, limit: number): PageKeys {
    return {
      sql: `${keptKeySql('SELECT id FROM n', this.keyType, '> ?')} AND h.pos <= ? ORDER BY h.pos`,
      args: [skip, skip + limit],
    };
  }

  /**
   * The keys of a page from the order's index: `whereSql` on `t` (with its arguments), the
   * order, then LIMIT and OFFSET.
   */
  indexKeys(whereSql: string, args: unknown[], orderBy: string, limit: number, skip: number): PageKeys {
    return {
      sql: `SELECT t.${this.key} FROM ${this.table} t${whereSql} ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
      args: [...args, limit, skip],
    };
  }

  /**
   * The condition that starts an index walk at the kept mark (`e`'s key at position 0): rows at
   * or after it in the list's order on `column` then the key, a NOT NULL column (a row
   * comparison skips NULLs).
   */
  fromMarkSql(column: string, descending: boolean): string {
    const sorted = `t.${ident(column)}, t.${this.key}`;
    const mark = `SELECT m.${ident(column)}, m.${this.key} FROM ${this.table} m WHERE m.${this.key} = (${keptKeySql('SELECT id FROM e', this.keyType, '= 0')})`;
    return `(${sorted}) ${descending ? '<=' : '>='} (${mark})`;
  }
}
