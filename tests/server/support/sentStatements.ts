/** The statements a PostgreSQL test server sends while some work runs (round trips, not rows). */
import pg from 'pg';
import { vi } from 'vitest';

/** What a PostgreSQL client sends while some work runs: each query's text and values, in order. */
export async function queriesOf(
  work: () => Promise<unknown>,
): Promise<{ text: string; values: unknown[] }[]> {
  const sent: { text: string; values: unknown[] }[] = [];
  const query = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const [config, second] = args;
    const text = typeof config === 'string' ? config : (config as { text?: string } | undefined)?.text;
    const values =
      (Array.isArray(second) ? second : (config as { values?: unknown[] } | undefined)?.values) ?? [];
    // A connection's plan setting (database.ts, runPrepared) left out.
    if (text && !text.startsWith("SELECT set_config('plan_cache_mode'")) sent.push({ text, values });
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

/** Their texts, in order (queriesOf). */
export async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  return (await queriesOf(work)).map((sent) => sent.text);
}
