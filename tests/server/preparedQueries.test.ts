/**
 * Database.query's prepared statements (the queries run on every request): the rows the plain
 * query gives, on many calls at once and after one that failed (on PostgreSQL, planned once:
 * plannedOnce.postgres.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { databaseOfTheseTests } from './support/testDatabase';

const database = databaseOfTheseTests();

describe('prepared queries', () => {
  it('give the rows the plain query gives, on many calls at once and after one that failed', async () => {
    const sql = 'SELECT CAST(? AS INTEGER) + 1 AS n';
    const prepared = database().query<{ n: number }>(sql, { prepared: true });
    const plain = database().query<{ n: number }>(sql);
    const numbers = Array.from({ length: 30 }, (_, index) => index);
    const answers = await Promise.all(numbers.map((n) => prepared([n])));
    expect(answers.map((rows) => rows[0].n)).toEqual(numbers.map((n) => n + 1));
    expect(await plain([41])).toEqual(await prepared([41]));

    const missing = database().query('SELECT id FROM no_such_table', { prepared: true });
    await expect(missing([])).rejects.toThrow(/no_such_table/);
    expect(await prepared([1])).toEqual([{ n: 2 }]);
  });
});
