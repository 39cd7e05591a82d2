/**
 * The hashing of imported passwords, a bounded number at a time. One scrypt hash costs about 60 ms
 * of CPU (passwords.ts), so a file of 1,000 accounts is about a minute of one core. `hashPassword`
 * derives on libuv's worker threads (four, shared with file reads and address look-ups); an import
 * left to queue all its hashes there would fill them and hold up everything else, sign-ins
 * included. Here an import's hashes run `threads` at a time (default: all cores but one), and the
 * time each takes is measured, so the preview can say how long the write will take.
 */
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { hashPassword } from '../auth/passwords';

export function defaultHashThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

/** Weight of the latest hash in the measured cost: steady, yet following a machine that gets busier. */
const SMOOTHING = 0.2;

export class PasswordHashing {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private measuredMs: number | undefined;

  constructor(readonly threads: number = defaultHashThreads()) {}

  async hash(password: string): Promise<string> {
    if (this.running >= this.threads) await new Promise<void>((turn) => this.waiting.push(turn));
    else this.running += 1;
    try {
      const started = performance.now();
      const stored = await hashPassword(password);
      this.measure(performance.now() - started);
      return stored;
    } finally {
      // The slot passes straight to the next waiter, so `running` never overshoots.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** The time `count` hashes take, from the measured cost of one (measured now if none was yet). */
  async estimateMs(count: number): Promise<number> {
    if (count === 0) return 0;
    if (this.measuredMs === undefined) await this.hash('mesure');
    return (count * (this.measuredMs as number)) / this.threads;
  }

  private measure(ms: number): void {
    this.measuredMs = this.measuredMs === undefined ? ms : this.measuredMs * (1 - SMOOTHING) + ms * SMOOTHING;
  }
}
