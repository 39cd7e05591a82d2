/**
 * Failed sign-ins are counted per address in a sliding window; past the limit the address waits
 * until its oldest failure leaves the window. Kept in memory: a restart forgives, which is fine
 * for one process and keeps the database free of attack noise.
 */
export interface ThrottleOptions {
  maxFailures: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleOptions = { maxFailures: 10, windowMs: 15 * 60 * 1000 };

export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly options: ThrottleOptions,
    private readonly now: () => number,
  ) {}

  private recent(address: string): number[] {
    const since = this.now() - this.options.windowMs;
    const kept = (this.failures.get(address) ?? []).filter((at) => at > since);
    if (kept.length) this.failures.set(address, kept);
    else this.failures.delete(address);
    return kept;
  }

  /** Milliseconds the address must still wait, 0 when it may try. */
  retryAfter(address: string): number {
    const recent = this.recent(address);
    if (recent.length < this.options.maxFailures) return 0;
    return recent[recent.length - this.options.maxFailures] + this.options.windowMs - this.now();
  }

  fail(address: string): void {
    this.failures.set(address, [...this.recent(address), this.now()]);
    // Bound memory against address spraying.
    if (this.failures.size > 10000) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
  }

  succeed(address: string): void {
    this.failures.delete(address);
  }
}
