/** The statements a PostgreSQL test server sends while some work runs (round trips, not rows). */
import pg from 'pg';
import { vi } from 'vitest';

/** Their texts, in order; a connection's plan setting (database.ts, runPrepared) left out. */
export async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const query = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const [config] = args;
    const text = typeof config === 'string' ? config : (config as { text?: string } | undefined)?.text;
    if (text && !text.startsWith('SET plan_cache_mode')) sent.push(text);
    // The real query, with the caller's arguments: the spy only notes what is sent.
    return (query as (...all: unknown[]) => unknown).apply(this, args);
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return sent;
}
