/**
 * Runs catalogue entries as child processes: at most `maxConcurrent` at a time (two by default, the
 * rest wait in order), each with a timeout, its output captured and its whole life written to the
 * history store. A test that is already queued or running is not started twice: asking again
 * returns the execution under way. The queue lives in this process; each execution's rows are
 * written in order (queued, running, finished) through its own chain of writes.
 */
import { randomUUID } from 'node:crypto';
import type { RunningExecution } from '../../resources/contracts/testDashboardContract';
import { timeoutSecondsOf } from './catalog';
import { childEnvironment } from './childEnv';
import type { ResolvedCommand } from './commandLine';
import { ApiError } from '../http/apiError';
import type { ExecutionRecord, ExecutionStatus, ExecutionSummary, HistoryStore } from './historyStore';
import { serverMessage } from './messages';
import { startProcess, type ProcessOutcome, type RunningProcess } from './processRunner';
import type { TestCatalog } from './testCatalog';

export interface RunnerOptions {
  maxConcurrent?: number;
  /** An upper bound on every entry's timeout (TEST_RUNNER_MAX_SECONDS). */
  maxTimeoutSeconds?: number;
  outputHeadBytes?: number;
  outputTailBytes?: number;
  killGraceMs?: number;
  env?: NodeJS.ProcessEnv;
  /** Finished executions kept in the history. */
  historySize?: number;
}

/** Something to run: a catalogue entry, or a job the server builds itself (the coverage run). */
export interface RunJob {
  testId: string;
  testName: string;
  command: ResolvedCommand;
  timeoutSeconds: number;
  estimatedDuration: number;
}

/** `pid` is what a timeout or a cancel kills. */
export type ActiveExecution = RunningExecution;

interface Slot {
  job: RunJob;
  executionId: string;
  queuedAt: string;
  requestedBy: string | null;
  startedAt?: number;
  process?: RunningProcess;
  /** The execution's writes to the store, one after the other. */
  writes: Promise<void>;
}

interface Waiter {
  resolve: (record: ExecutionRecord) => void;
  reject: (error: unknown) => void;
}

const statusOf: Record<ProcessOutcome['end'], (code: number | null) => ExecutionStatus> = {
  exit: (code) => (code === 0 ? 'passed' : 'failed'),
  timeout: () => 'timeout',
  cancelled: () => 'cancelled',
  spawnError: () => 'error',
};

/** The line added to stderr to say why a run ended the way it did (none for a plain exit). */
function endNote(status: ExecutionStatus, slot: Slot, spawnError: string | undefined): string {
  switch (status) {
    case 'interrupted':
      return serverMessage('interrupted');
    case 'timeout':
      return serverMessage('killedTimeout', { seconds: slot.job.timeoutSeconds });
    case 'cancelled':
      return slot.startedAt !== undefined ? serverMessage('killedCancel') : '';
    case 'error':
      return serverMessage('spawnFailed', { reason: spawnError ?? '' });
    default:
      return '';
  }
}

export class TestRunner {
  private readonly queue: Slot[] = [];
  private readonly running = new Map<string, Slot>();
  /** Asked for, not yet stored as queued. */
  private readonly pending: Slot[] = [];
  /** Every execution of this process whose end is not stored yet. */
  private readonly unfinished = new Set<string>();
  private readonly waiters = new Map<string, Waiter[]>();
  private readonly options: Required<Omit<RunnerOptions, 'maxTimeoutSeconds'>> &
    Pick<RunnerOptions, 'maxTimeoutSeconds'>;
  private closed = false;

  constructor(
    private readonly catalog: TestCatalog,
    private readonly store: HistoryStore,
    options: RunnerOptions = {},
  ) {
    this.options = {
      maxConcurrent: options.maxConcurrent ?? 2,
      maxTimeoutSeconds: options.maxTimeoutSeconds,
      outputHeadBytes: options.outputHeadBytes ?? 16 * 1024,
      outputTailBytes: options.outputTailBytes ?? 48 * 1024,
      killGraceMs: options.killGraceMs ?? 3000,
      env: options.env ?? childEnvironment(),
      historySize: options.historySize ?? 1000,
    };
  }

  /** Queues a catalogue entry by id (404 unknown, 400 not configured). */
  async run(testId: string, requestedBy: string | null = null): Promise<ActiveExecution> {
    const resolved = this.catalog.find(testId);
    if (!resolved) throw new ApiError(404, serverMessage('unknownTest', { id: testId }));
    if (!resolved.command) {
      throw new ApiError(400, serverMessage('notConfigured', { name: resolved.view.name }));
    }
    return this.runJob(
      {
        testId,
        testName: resolved.view.name,
        command: resolved.command,
        timeoutSeconds: timeoutSecondsOf(resolved.entry),
        estimatedDuration: resolved.entry.estimatedDuration,
      },
      requestedBy,
    );
  }

  async runJob(job: RunJob, requestedBy: string | null = null): Promise<ActiveExecution> {
    // Checked and claimed before any await, so two requests cannot both start the same test.
    const existing = this.activeSlots().find((slot) => slot.job.testId === job.testId);
    if (existing) return this.describe(existing);
    const timeoutSeconds = Math.min(job.timeoutSeconds, this.options.maxTimeoutSeconds ?? Infinity);
    const slot: Slot = {
      job: { ...job, timeoutSeconds },
      executionId: randomUUID(),
      queuedAt: new Date().toISOString(),
      requestedBy,
      writes: Promise.resolve(),
    };
    this.pending.push(slot);
    try {
      await this.write(slot, () =>
        this.store.insertQueued({
          execution_id: slot.executionId,
          test_id: job.testId,
          test_name: job.testName,
          queued_at: slot.queuedAt,
          command: job.command.display,
          requested_by: requestedBy,
        }),
      );
    } finally {
      this.pending.splice(this.pending.indexOf(slot), 1);
    }
    this.unfinished.add(slot.executionId);
    if (this.closed) {
      void this.complete(slot, 'cancelled', { returnCode: null, signal: null, stdout: '', stderr: '' });
      return this.describe(slot);
    }
    this.queue.push(slot);
    this.pump();
    return this.describe(slot);
  }

  /**
   * Stops a running execution (its whole process group) or takes a queued one out of the queue;
   * resolves once the end is stored.
   */
  async cancel(executionId: string): Promise<ExecutionSummary> {
    const queuedIndex = this.queue.findIndex((slot) => slot.executionId === executionId);
    const slot = queuedIndex >= 0 ? this.queue.splice(queuedIndex, 1)[0] : this.running.get(executionId);
    if (!slot) {
      if (await this.store.get(executionId)) throw new ApiError(409, serverMessage('notActive'));
      throw new ApiError(404, serverMessage('unknownExecution', { id: executionId }));
    }
    if (slot.process) slot.process.cancel();
    else void this.complete(slot, 'cancelled', { returnCode: null, signal: null, stdout: '', stderr: '' });
    const { stdout: _stdout, stderr: _stderr, ...summary } = await this.whenDone(executionId);
    return summary;
  }

  active(): ActiveExecution[] {
    return this.activeSlots().map((slot) => this.describe(slot));
  }

  activeFor(testId: string): ActiveExecution | undefined {
    return this.active().find((execution) => execution.test_id === testId);
  }

  /** Resolves with the stored record once the execution has ended (at once if it already has). */
  async whenDone(executionId: string): Promise<ExecutionRecord> {
    if (this.unfinished.has(executionId)) {
      return new Promise((resolve, reject) => {
        this.waiters.set(executionId, [...(this.waiters.get(executionId) ?? []), { resolve, reject }]);
      });
    }
    const record = await this.store.get(executionId);
    if (!record) throw new ApiError(404, serverMessage('unknownExecution', { id: executionId }));
    return record;
  }

  /** On server shutdown: nothing new starts, queued runs are dropped and running ones killed (interrupted). */
  async close(): Promise<void> {
    this.closed = true;
    const ending = [...this.queue.splice(0)].map((slot) =>
      this.complete(slot, 'cancelled', { returnCode: null, signal: null, stdout: '', stderr: '' }),
    );
    const stopping = [...this.running.values()].map((slot) => {
      slot.process?.cancel();
      return this.whenDone(slot.executionId);
    });
    await Promise.allSettled([...ending, ...stopping]);
  }

  private activeSlots(): Slot[] {
    return [...this.running.values(), ...this.queue, ...this.pending];
  }

  /** Runs `work` after the slot's earlier writes; a failed write fails the ones after it. */
  private write(slot: Slot, work: () => Promise<unknown>): Promise<void> {
    slot.writes = slot.writes.then(async () => {
      await work();
    });
    return slot.writes;
  }

  private describe(slot: Slot): ActiveExecution {
    return {
      execution_id: slot.executionId,
      test_id: slot.job.testId,
      test_name: slot.job.testName,
      status: slot.startedAt === undefined ? 'queued' : 'running',
      queued_at: slot.queuedAt,
      started_at: slot.startedAt === undefined ? null : new Date(slot.startedAt).toISOString(),
      elapsed: slot.startedAt === undefined ? 0 : Math.round((Date.now() - slot.startedAt) / 100) / 10,
      estimated_duration: slot.job.estimatedDuration,
      timeout: slot.job.timeoutSeconds,
      command: slot.job.command.display,
      requested_by: slot.requestedBy,
      pid: slot.process?.pid ?? null,
    };
  }

  private pump(): void {
    while (!this.closed && this.running.size < this.options.maxConcurrent && this.queue.length > 0) {
      this.start(this.queue.shift()!);
    }
  }

  private start(slot: Slot): void {
    slot.startedAt = Date.now();
    this.running.set(slot.executionId, slot);
    const startedAt = new Date(slot.startedAt).toISOString();
    // A failure shows when the end is written (complete), the last write of the chain.
    this.write(slot, () => this.store.markRunning(slot.executionId, startedAt)).catch(() => undefined);
    slot.process = startProcess(slot.job.command, {
      cwd: this.catalog.projectRoot,
      env: this.options.env,
      timeoutMs: slot.job.timeoutSeconds * 1000,
      outputHead: this.options.outputHeadBytes,
      outputTail: this.options.outputTailBytes,
      killGraceMs: this.options.killGraceMs,
    });
    void slot.process.done.then((outcome) => {
      this.running.delete(slot.executionId);
      void this.complete(slot, statusOf[outcome.end](outcome.returnCode), outcome);
      this.pump();
    });
  }

  /** Stores the end, then answers whoever waits for it (with the error if the store failed). */
  private async complete(
    slot: Slot,
    ended: ExecutionStatus,
    outcome: Pick<ProcessOutcome, 'returnCode' | 'signal' | 'stdout' | 'stderr' | 'error'>,
  ): Promise<void> {
    // Stopped because the server is shutting down, not because someone asked.
    const status: ExecutionStatus = this.closed && ended === 'cancelled' ? 'interrupted' : ended;
    const note = endNote(status, slot, outcome.error);
    const completedAt = Date.now();
    const finished = this.write(slot, () =>
      this.store.finish(slot.executionId, {
        status,
        completed_at: new Date(completedAt).toISOString(),
        duration: slot.startedAt === undefined ? null : Math.round(completedAt - slot.startedAt) / 1000,
        return_code: outcome.returnCode,
        signal: outcome.signal,
        stdout: outcome.stdout,
        stderr: note
          ? `${outcome.stderr}${outcome.stderr && !outcome.stderr.endsWith('\n') ? '\n' : ''}${note}\n`
          : outcome.stderr,
      }),
    );
    let result: { record: ExecutionRecord } | { error: unknown };
    try {
      await finished;
      const record = await this.store.get(slot.executionId);
      if (!record) throw new Error(`Execution ${slot.executionId} is missing from the history`);
      await this.store.prune(this.options.historySize);
      result = { record };
    } catch (error) {
      result = { error };
    }
    const waiters = this.waiters.get(slot.executionId) ?? [];
    this.waiters.delete(slot.executionId);
    this.unfinished.delete(slot.executionId);
    for (const waiter of waiters) {
      if ('record' in result) waiter.resolve(result.record);
      else waiter.reject(result.error);
    }
  }
}
