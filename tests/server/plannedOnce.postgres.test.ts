/**
 * On PostgreSQL, every connection of the prepared statements' pool plans a statement once for all
 * its values and never compiles it (server/db/database.ts, runPrepared). Run by the server-postgres project only.
 */
import { describe, expect, it } from 'vitest';
import { databaseOfTheseTests } from './support/testDatabase';

const database = databaseOfTheseTests();

describe('performance shape: prepared queries on PostgreSQL', () => {
  it('are planned once on every connection of their pool', async () => {
    const mode = database().query<{ plan_cache_mode: string }>('SHOW plan_cache_mode', { prepared: true });
    // More calls at once than the pool has connections: every one of them answers.
    const answers = await Promise.all(Array.from({ length: 25 }, () => mode([])));
    expect(new Set(answers.map((rows) => rows[0].plan_cache_mode))).toEqual(new Set(['force_generic_plan']));
  });

  it('are never compiled (JIT) on any connection of their pool', async () => {
    // A generic plan is costed for any value, past jit_above_cost: compiling took 15 ms.
    const jit = database().query<{ jit: string }>('SHOW jit', { prepared: true });
    const answers = await Promise.all(Array.from({ length: 25 }, () => jit([])));
    expect(new Set(answers.map((rows) => rows[0].jit))).toEqual(new Set(['off']));
  });
});
