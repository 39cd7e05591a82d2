/**
 * The hashing of imported passwords, on a few worker threads shared by every import. One scrypt
 * hash costs about 60 ms of CPU (passwords.ts), so a file of 1,000 accounts is about a minute of
 * one core. Run on libuv's pool, as a sign-in's check is, an import would fill its four threads
 * and hold up everything else queued there (file reads, address look-ups); here its cost is
 * bounded by the threads given (default: all cores but one), and the time each hash takes is
 * measured, so the preview can say how long the write will take.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { newSalt, SCRYPT, storedHash } from '../auth/passwords';

/** CommonJS evaluated by the worker: no file to find whether the server runs from sources or tests. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ password, salt }) => {
  const started = performance.now();
  try {
    const key = scryptSync(password, salt, workerData.keyLength, workerData.options);
    parentPort.postMessage({ key, ms: performance.now() - started });
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
});
`;

interface Job {
  password: string;
  resolve: (hash: string) => void;
  reject: (error: Error) => void;
}

interface Answer {
  key?: Uint8Array;
  ms?: number;
  error?: string;
}

export function defaultHashThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

/** Weight of the latest hash in the measured cost: steady, yet following a machine that gets busier. */
const SMOOTHING = 0.2;

export class PasswordHashing {
  private readonly workers = new Set<Worker>();
  private readonly idle: Worker[] = [];
  private readonly queue: Job[] = [];
  private started = 0;
  private measuredMs: number | undefined;

  constructor(readonly threads: number = defaultHashThreads()) {}

  hash(password: string): Promise<string> {
    return new Promise((resolve, reject) => {
      this.queue.push({ password: password.normalize('NFC'), resolve, reject });
      this.next();
    });
  }

  /** The time `count` hashes take on the pool, from the measured cost of one (measured now if none was yet). */
  async estimateMs(count: number): Promise<number> {
    if (count === 0) return 0;
    if (this.measuredMs === undefined) await this.hash('mesure');
    return (count * (this.measuredMs as number)) / this.threads;
  }

  async close(): Promise<void> {
    this.started = Number.POSITIVE_INFINITY; // nothing new starts while closing
    await Promise.all([...this.workers].map((worker) => worker.terminate()));
  }

  private next(): void {
    if (this.queue.length === 0) return;
    const worker = this.idle.pop() ?? this.spawn();
    if (!worker) return;
    const job = this.queue.shift() as Job;
    const salt = newSalt();
    const done = () => {
      worker.off('error', failed);
      this.idle.push(worker);
      this.next();
    };
    const answered = (answer: Answer) => {
      worker.off('message', answered);
      if (answer.key && answer.ms !== undefined) {
        this.measuredMs =
          this.measuredMs === undefined
            ? answer.ms
            : this.measuredMs * (1 - SMOOTHING) + answer.ms * SMOOTHING;
        job.resolve(storedHash(salt, Buffer.from(answer.key)));
      } else job.reject(new Error(answer.error ?? 'hash failed'));
      done();
    };
    const failed = (error: Error) => {
      // A worker that died is replaced on the next job.
      worker.off('message', answered);
      this.workers.delete(worker);
      this.started -= 1;
      job.reject(error);
      this.next();
    };
    worker.on('message', answered);
    worker.once('error', failed);
    worker.postMessage({ password: job.password, salt });
  }

  private spawn(): Worker | undefined {
    if (this.started >= this.threads) return undefined;
    this.started += 1;
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: SCRYPT });
    // An idle pool does not keep the process alive; close() ends it with the server.
    worker.unref();
    this.workers.add(worker);
    return worker;
  }
}
