/**
 * Failed sign-ins are counted in a sliding window twice: per account (one password guessed from
 * many addresses) and per address (many accounts tried from one address). Past either limit the
 * sign-in waits until the oldest failure leaves the window. A success clears only its own
 * account's count: signing in to one's own account must not wipe the trace of guesses at another.
 * The counts sit behind FailureLog: the server keeps them in its database (failureLog.ts), so
 * several instances share them.
 */
export interface ThrottleOptions {
  /** Failures of one account before it waits. */
  maxFailures: number;
  /** Failures from one address (any accounts) before it waits: higher, as a school shares one. */
  maxFailuresPerAddress: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleOptions = {
  maxFailures: 10,
  maxFailuresPerAddress: 50,
  windowMs: 15 * 60 * 1000,
};

/** Timestamps of failures by key, oldest first. */
export interface FailureLog {
  recent(key: string, since: number): number[];
  add(key: string, at: number): void;
  clear(key: string): void;
}

const accountKey = (email: string) => `account:${email.trim().normalize('NFC').toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

export class SignInThrottle {
  constructor(
    private readonly options: ThrottleOptions,
    private readonly now: () => number,
    private readonly log: FailureLog,
  ) {}

  private wait(key: string, max: number): number {
    const recent = this.log.recent(key, this.now() - this.options.windowMs);
    if (recent.length < max) return 0;
    return recent[recent.length - max] + this.options.windowMs - this.now();
  }

  /** Milliseconds before this address may try this account again, 0 when it may try now. */
  retryAfter(address: string, email: string): number {
    return Math.max(
      this.wait(addressKey(address), this.options.maxFailuresPerAddress),
      email ? this.wait(accountKey(email), this.options.maxFailures) : 0,
    );
  }

  fail(address: string, email: string): void {
    const at = this.now();
    this.log.add(addressKey(address), at);
    if (email) this.log.add(accountKey(email), at);
  }

  succeed(email: string): void {
    this.log.clear(accountKey(email));
  }
}
