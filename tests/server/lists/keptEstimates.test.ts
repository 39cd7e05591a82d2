/**
 * The estimates a PostgreSQL list keeps (server/lists/keptEstimates.ts), with a clock of the
 * test's own and reads that say what they were asked: which key, with which estimate, how often.
 * What a list call sends with them: listStatements.postgres.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { KEPT_FOR_MS, KeptEstimates, type Totalled } from '../../../server/lists/keptEstimates';

interface Answer extends Totalled {
  by: string;
}

/** A keeper on a clock the test moves, and reads that note each call. */
function keeper(capacity?: number) {
  let now = 1_000;
  const calls: string[] = [];
  const estimates = new KeptEstimates(KEPT_FOR_MS, capacity, () => now);
  const read = (
    key: string,
    counted: Totalled,
    uncounted: (estimate: number) => Totalled | undefined = (estimate) => ({
      total: estimate,
      estimated: true,
    }),
  ) =>
    estimates.read<Answer>(
      key,
      async () => {
        calls.push(`counted ${key}`);
        return { ...counted, by: 'counted' };
      },
      async (estimate) => {
        calls.push(`uncounted ${key} ${estimate}`);
        const answer = uncounted(estimate);
        return answer && { ...answer, by: 'uncounted' };
      },
    );
  return { read, calls, pass: (ms: number) => (now += ms) };
}

describe('KeptEstimates', () => {
  it('reads the page alone with an estimate read before, however it is asked again', async () => {
    const { read, calls } = keeper();
    expect(await read('quiz', { total: 5_000, estimated: true })).toEqual({
      total: 5_000,
      estimated: true,
      by: 'counted',
    });
    expect(await read('quiz', { total: 6_000, estimated: true })).toMatchObject({
      total: 5_000,
      by: 'uncounted',
    });
    expect(calls).toEqual(['counted quiz', 'uncounted quiz 5000']);
  });

  it('counts an exact total on every call', async () => {
    const { read, calls } = keeper();
    await read('rare', { total: 12, estimated: false });
    expect(await read('rare', { total: 11, estimated: false })).toEqual({
      total: 11,
      estimated: false,
      by: 'counted',
    });
    expect(calls).toEqual(['counted rare', 'counted rare']);
  });

  it('keeps each key its own estimate', async () => {
    const { read } = keeper();
    await read('quiz', { total: 5_000, estimated: true });
    expect(await read('cours', { total: 2_000, estimated: true })).toMatchObject({
      total: 2_000,
      by: 'counted',
    });
    expect(await read('quiz', { total: 1, estimated: true })).toMatchObject({
      total: 5_000,
      by: 'uncounted',
    });
  });

  it('counts again once KEPT_FOR_MS has passed, and keeps the new estimate', async () => {
    const { read, calls, pass } = keeper();
    await read('quiz', { total: 5_000, estimated: true });
    pass(KEPT_FOR_MS - 1);
    expect(await read('quiz', { total: 6_000, estimated: true })).toMatchObject({ total: 5_000 });
    pass(1);
    expect(await read('quiz', { total: 6_000, estimated: true })).toMatchObject({
      total: 6_000,
      by: 'counted',
    });
    expect(await read('quiz', { total: 7_000, estimated: true })).toMatchObject({
      total: 6_000,
      by: 'uncounted',
    });
    expect(calls).toEqual(['counted quiz', 'uncounted quiz 5000', 'counted quiz', 'uncounted quiz 6000']);
  });

  it('forgets an estimate that a short page proved wrong, and gives that page its exact total', async () => {
    const { read, calls } = keeper();
    await read('quiz', { total: 5_000, estimated: true });
    expect(
      await read('quiz', { total: 5_000, estimated: true }, () => ({ total: 7, estimated: false })),
    ).toEqual({
      total: 7,
      estimated: false,
      by: 'uncounted',
    });
    await read('quiz', { total: 6, estimated: false });
    expect(calls).toEqual(['counted quiz', 'uncounted quiz 5000', 'counted quiz']);
  });

  it('counts when the page alone cannot tell the total (an empty page past the first)', async () => {
    const { read, calls } = keeper();
    await read('quiz', { total: 5_000, estimated: true });
    expect(await read('quiz', { total: 40, estimated: false }, () => undefined)).toEqual({
      total: 40,
      estimated: false,
      by: 'counted',
    });
    expect(calls).toEqual(['counted quiz', 'uncounted quiz 5000', 'counted quiz']);
  });

  it('counts once for the calls that ask at once, which then read their pages with it', async () => {
    const estimates = new KeptEstimates();
    let counts = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const call = () =>
      estimates.read(
        'quiz',
        async () => {
          counts += 1;
          await held;
          return { total: 5_000, estimated: true };
        },
        async (estimate) => ({ total: estimate, estimated: true }),
      );
    const answers = Promise.all([call(), call(), call()]);
    release();
    expect(await answers).toEqual([
      { total: 5_000, estimated: true },
      { total: 5_000, estimated: true },
      { total: 5_000, estimated: true },
    ]);
    expect(counts).toBe(1);
  });

  it('keeps nothing of a count that failed: the calls waiting for it count themselves', async () => {
    const estimates = new KeptEstimates();
    const outcomes: string[] = [];
    let fail: (error: Error) => void = () => undefined;
    const failing = estimates.read(
      'quiz',
      () => new Promise<Totalled>((_resolve, reject) => (fail = reject)),
      async () => ({ total: 0, estimated: true }),
    );
    const waiting = estimates.read(
      'quiz',
      async () => {
        outcomes.push('counted');
        return { total: 4_000, estimated: true };
      },
      async () => {
        outcomes.push('uncounted');
        return { total: 0, estimated: true };
      },
    );
    fail(new Error('connexion perdue'));
    await expect(failing).rejects.toThrow('connexion perdue');
    expect(await waiting).toEqual({ total: 4_000, estimated: true });
    expect(outcomes).toEqual(['counted']);
  });

  it('forgets the least recently used key past its capacity', async () => {
    const { read, calls } = keeper(2);
    await read('a', { total: 5_000, estimated: true });
    await read('b', { total: 5_000, estimated: true });
    await read('a', { total: 5_000, estimated: true });
    await read('c', { total: 5_000, estimated: true });
    await read('a', { total: 5_000, estimated: true });
    await read('b', { total: 5_000, estimated: true });
    expect(calls).toEqual([
      'counted a',
      'counted b',
      'uncounted a 5000',
      'counted c',
      'uncounted a 5000',
      'counted b',
    ]);
  });
});
