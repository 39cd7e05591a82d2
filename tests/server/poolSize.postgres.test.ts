/**
 * The server opens no more PostgreSQL connections than its pools hold (`DB_POOL_SIZE` each, two
 * pools: server/db/ctx.database.ts): requests beyond wait for a connection, and are all answered. Run
 * by the server-postgres project only.
 */
import { describe, expect, it } from 'vitest';
import { createRecord } from './support/testServer';
import { serverWithDatabase } from './support/serverWithDatabase';

const POOL_SIZE = 2;

const ctx = serverWithDatabase({ databasePoolSize: POOL_SIZE });

/** Connections to the test's database other than the one asking. */
const otherConnections = async () =>
  Number(
    (
      await ctx.database.first<{ n: number }>(
        'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      )
    )?.n,
  );

describe('the PostgreSQL pools of a server', () => {
  it('holds DB_POOL_SIZE connections each: more requests at once wait their turn and are all answered', async () => {
    const theme = await createRecord(ctx.server.api, 'themes', { name: 'Attente', color: '#123456' });
    const requests = Array.from({ length: 24 }, (_, n) =>
      n % 3 === 0
        ? ctx.server.api('GET', `/api/themes/${String(theme.id)}`)
        : ctx.server.api(
            'GET',
            `/api/themes?q=attente&skip=${n % 4}&limit=5&order=${n % 2 ? 'asc' : 'desc'}`,
          ),
    );
    const answers = await Promise.all(requests);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    // Two pools of POOL_SIZE, and the start-up's own connection if it is still open.
    expect(await otherConnections()).toBeLessThanOrEqual(2 * POOL_SIZE + 1);
  });
});
