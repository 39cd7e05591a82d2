import { afterEach, describe, expect, it } from 'vitest';
import { isAlive, makeRunner, nodeEntry, waitUntil } from './runnerFixtures';

let dispose: (() => Promise<void>) | undefined;
afterEach(async () => {
  await dispose?.();
  dispose = undefined;
});

async function setup(...args: Parameters<typeof makeRunner>) {
  const made = await makeRunner(...args);
  dispose = made.dispose;
  return made;
}

const SLEEP = 'setTimeout(() => {}, 60000)';

describe('the test runner', () => {
  it('runs an entry and stores its output, return code and times', async () => {
    const { runner, store } = await setup([
      nodeEntry('hello', "console.log('bonjour'); console.error('attention')"),
    ]);
    const execution = await runner.run('hello', 'admin@eduadmin.fr');
    expect(execution).toMatchObject({ test_id: 'hello', estimated_duration: 1 });

    const record = await runner.whenDone(execution.execution_id);
    expect(record).toMatchObject({
      test_id: 'hello',
      status: 'passed',
      return_code: 0,
      stdout: 'bonjour\n',
      stderr: 'attention\n',
      requested_by: 'admin@eduadmin.fr',
    });
    expect(record.command).toContain('bonjour');
    expect(Date.parse(record.completed_at!)).toBeGreaterThanOrEqual(Date.parse(record.started_at!));
    expect(record.duration).toBeGreaterThanOrEqual(0);
    expect((await store.list({ limit: 50 })).map((row) => row.execution_id)).toEqual([
      execution.execution_id,
    ]);
  });

  it('records a failing command as failed with its return code', async () => {
    const { runner } = await setup([nodeEntry('broken', "console.error('échec'); process.exit(3)")]);
    const record = await runner.whenDone((await runner.run('broken')).execution_id);
    expect(record).toMatchObject({ status: 'failed', return_code: 3, stderr: 'échec\n' });
  });

  it('kills a run that outlives its timeout, with the processes it started, and records it', async () => {
    const script = `const c = require('child_process').spawn(process.execPath, ['-e', '${SLEEP}'], { stdio: 'ignore' });
      process.stdout.write(String(c.pid)); ${SLEEP}`;
    const { runner } = await setup([nodeEntry('slow', script, { timeoutSeconds: 1 })]);
    const execution = await runner.run('slow');
    const record = await runner.whenDone(execution.execution_id);

    expect(record.status).toBe('timeout');
    expect(record.return_code).toBeNull();
    expect(record.signal).toBe('SIGTERM');
    expect(record.stderr).toContain('délai de 1 s dépassé');
    expect(record.duration).toBeGreaterThanOrEqual(1);
    const grandchild = Number(record.stdout.trim());
    expect(grandchild).toBeGreaterThan(0);
    await waitUntil(() => !isAlive(grandchild));
  });

  it('also ends a process of the group that ignores SIGTERM', async () => {
    const stubborn = "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)";
    const script = `const c = require('child_process').spawn(process.execPath, ['-e', ${JSON.stringify(stubborn)}], { stdio: 'ignore' });
      process.stdout.write(String(c.pid)); ${SLEEP}`;
    const { runner } = await setup([nodeEntry('stubborn', script, { timeoutSeconds: 1 })], {
      killGraceMs: 60_000,
    });
    const record = await runner.whenDone((await runner.run('stubborn')).execution_id);
    expect(record.status).toBe('timeout');
    await waitUntil(() => !isAlive(Number(record.stdout)), 5000);
  });

  it('caps every timeout at maxTimeoutSeconds', async () => {
    const { runner } = await setup([nodeEntry('slow', SLEEP, { timeoutSeconds: 600 })], {
      maxTimeoutSeconds: 0.5,
    });
    const execution = await runner.run('slow');
    expect(execution.timeout).toBe(0.5);
    expect((await runner.whenDone(execution.execution_id)).status).toBe('timeout');
  });

  it('runs at most two at a time and queues the rest in order', async () => {
    const { runner } = await setup([
      nodeEntry('a', SLEEP),
      nodeEntry('b', SLEEP),
      nodeEntry('c', "console.log('c')"),
    ]);
    const a = await runner.run('a');
    const b = await runner.run('b');
    const c = await runner.run('c');
    expect(runner.active().map((execution) => [execution.test_id, execution.status])).toEqual([
      ['a', 'running'],
      ['b', 'running'],
      ['c', 'queued'],
    ]);
    await runner.cancel(a.execution_id);
    const done = await runner.whenDone(c.execution_id);
    expect(done).toMatchObject({ status: 'passed', stdout: 'c\n' });
    expect(runner.active().map((execution) => execution.test_id)).toEqual(['b']);
    await runner.cancel(b.execution_id);
  });

  it('cancels a running execution by killing it, and a queued one before it starts', async () => {
    const { runner, store } = await setup([
      nodeEntry('a', SLEEP),
      nodeEntry('b', SLEEP),
      nodeEntry('c', "require('fs').writeFileSync('should-not-exist', '')"),
    ]);
    const a = await runner.run('a');
    await runner.run('b');
    const c = await runner.run('c');

    const cancelledQueued = await runner.cancel(c.execution_id);
    expect(cancelledQueued).toMatchObject({ status: 'cancelled', started_at: null, return_code: null });
    const cancelledRunning = await runner.cancel(a.execution_id);
    expect(cancelledRunning.status).toBe('cancelled');
    expect((await store.get(a.execution_id))!.stderr).toContain('Arrêté à la demande');
    expect(runner.active().map((execution) => execution.test_id)).toEqual(['b']);
  });

  it('refuses to cancel an unknown or finished execution', async () => {
    const { runner } = await setup([nodeEntry('quick', "console.log('ok')")]);
    const done = await runner.whenDone((await runner.run('quick')).execution_id);
    await expect(runner.cancel(done.execution_id)).rejects.toMatchObject({
      statusCode: 409,
      detail: 'Cette exécution est déjà terminée',
    });
    await expect(runner.cancel('nope')).rejects.toMatchObject({
      statusCode: 404,
      detail: 'Exécution introuvable : « nope »',
    });
  });

  it('returns the execution under way when the same test is asked again', async () => {
    const { runner } = await setup([nodeEntry('a', SLEEP)]);
    const first = await runner.run('a');
    const second = await runner.run('a');
    expect(second.execution_id).toBe(first.execution_id);
    expect(runner.active()).toHaveLength(1);
  });

  it('refuses an unknown id and an entry that is not configured', async () => {
    const { runner } = await setup([nodeEntry('a', SLEEP), { ...nodeEntry('absent', ''), command: null }]);
    await expect(runner.run('rm -rf /')).rejects.toMatchObject({ statusCode: 404 });
    await expect(runner.run('absent')).rejects.toMatchObject({
      statusCode: 400,
      detail: 'Le test « absent » n’est pas configuré dans ce projet',
    });
  });

  it('keeps the start and the end of a huge output and says how much was left out', async () => {
    const script = "process.stdout.write('DEBUT' + 'x'.repeat(2000000) + 'FIN')";
    const { runner } = await setup([nodeEntry('loud', script)], {
      outputHeadBytes: 1000,
      outputTailBytes: 1000,
    });
    const record = await runner.whenDone((await runner.run('loud')).execution_id);
    expect(record.status).toBe('passed');
    expect(record.stdout.startsWith('DEBUT')).toBe(true);
    expect(record.stdout.endsWith('FIN')).toBe(true);
    expect(record.stdout).toContain('[… 1998008 octets omis …]');
    expect(record.stdout.length).toBeLessThan(2100);
  });

  it('keeps only the newest finished executions', async () => {
    const { runner, store } = await setup(
      [nodeEntry('a', "console.log('a')"), nodeEntry('b', "console.log('b')")],
      {
        historySize: 2,
      },
    );
    const first = await runner.whenDone((await runner.run('a')).execution_id);
    const second = await runner.whenDone((await runner.run('a')).execution_id);
    const third = await runner.whenDone((await runner.run('b')).execution_id);
    expect((await store.list({ limit: 50 })).map((row) => row.execution_id)).toEqual([
      third.execution_id,
      second.execution_id,
    ]);
    expect(await store.get(first.execution_id)).toBeUndefined();
    expect((await store.lastFinishedByTest()).get('a')?.execution_id).toBe(second.execution_id);
  });

  it('records a command that cannot start as an error', async () => {
    const entry = nodeEntry('missing', '', {
      command: { kind: 'program', file: '/nonexistent/program', args: [] },
    });
    const { runner } = await setup([entry]);
    const record = await runner.whenDone((await runner.run('missing')).execution_id);
    expect(record.status).toBe('error');
    expect(record.stderr).toContain('Impossible de lancer la commande');
  });
});
