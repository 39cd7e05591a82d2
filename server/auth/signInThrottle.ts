/**
 * Failed sign-ins are counted in a sliding window twice: per account and address pair (one
 * password guessed from one place) and per address (many accounts tried from one address). Past
 * either limit the sign-in waits until the oldest failure leaves the window. Counting per pair,
 * not per account, follows OWASP: a guesser elsewhere cannot lock the owner out of their account.
 * A success clears only its own pair's count: signing in to one's own account must not wipe the
 * trace of guesses at another.
 * The counts sit behind FailureLog: the server keeps them in its database (failureLog.ts) and
 * reads them there at every attempt, with no copy in the process, so several instances share them.
 */
export interface ThrottleOptions {
  /** Failures of one account from one address before that pair waits. */
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
  recent(key: string, since: number): Promise<number[]>;
  add(key: string, at: number): Promise<void>;
  clear(key: string): Promise<void>;
}

const pairKey = (address: string, email: string) =>
  `account:${email.trim().normalize('NFC').toLowerCase()}|address:${address}`;
const addressKey = (address: string) => `address:${address}`;

export class SignInThrottle {
  constructor(
    private readonly options: ThrottleOptions,
    private readonly now: () => number,
    private readonly log: FailureLog,
  ) {}

  private async wait(key: string, max: number): Promise<number> {
    const recent = await this.log.recent(key, this.now() - this.options.windowMs);
    if (recent.length < max) return 0;
    return recent[recent.length - max] + this.options.windowMs - this.now();
  }

  /** Milliseconds before this address may try this account again, 0 when it may try now. */
  async retryAfter(address: string, email: string): Promise<number> {
    return Math.max(
      await this.wait(addressKey(address), this.options.maxFailuresPerAddress),
      email ? await this.wait(pairKey(address, email), this.options.maxFailures) : 0,
    );
  }

  /** Counts a failure; true when it is the one that makes this address or pair wait. */
  async fail(address: string, email: string): Promise<boolean> {
    const at = this.now();
    await this.log.add(addressKey(address), at);
    if (email) await this.log.add(pairKey(address, email), at);
    return (await this.retryAfter(address, email)) > 0;
  }

  async succeed(address: string, email: string): Promise<void> {
    await this.log.clear(pairKey(address, email));
  }
}
