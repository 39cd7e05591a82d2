/**
 * PostgreSQL: the estimated totals of the lists lately read, kept a short while per instance, so
 * that the next call with the same filters, search and scope (another page, another sort) reads its
 * page only. An estimate (listTotal.ts) is made once a list has more matches than the exact limit:
 * reading those 1,001 matches again was 40 % of a search word's statement (4.2 ms with them, 2.45
 * ms without, the bench's 165 words on 100,000 activities, one connection), and what a few writes
 * change in a total of thousands stays within what an estimate already says (« environ »).
 *
 * - Only estimates are kept: an exact total (up to the limit) is counted on every call.
 * - A kept estimate is used for KEPT_FOR_MS, however many writes come in between; then it is read
 *   again. The page read without it tells when it no longer stands: a short page gives the exact
 *   total and forgets it; an empty page past the first reads the total again.
 * - The key is the list's conditions and values (filters, search, scope), never its order or page.
 * - An estimate is read once for all the calls that ask for it at once: they wait for the first.
 *
 * What it earns, at 10 connections on 100,000 activities:
 * - the bench's scenarios (bench/serverWorkload.ts) driven 20 s each against one database, without
 *   and with it in turn, twice: a random search word 378-429 → 639-679 req/s (1.6×), a random
 *   filter combination 715 → 1,154 (1.6×), the mix of reads with 10 % PUTs 653-772 → 755-816
 *   req/s, its p99 39-45 → 34-37 ms;
 * - `npx tsx bench/server.ts`, the runs at 6c6391f and 232b5a6 (bench/README.md): a word 418 →
 *   611 req/s (1.5×), filters 916 → 1,151, the mix 667 → 802 (p99 41 → 34 ms), at 50 connections
 *   the mix's p99 180 → 102 ms; a second run at fbbf285 gave the mix 616 req/s, p99 41 and 158 ms
 *   (the word 679, filters 1,167).
 */

/** How long an estimate is used before it is read again. */
export const KEPT_FOR_MS = 30_000;
/** Estimates kept per area, the least recently used forgotten first. */
const DEFAULT_CAPACITY = 1_000;

/** What a read gives the keeper: the list's total and whether it is an estimate. */
export interface Totalled {
  total: number;
  estimated: boolean;
}

interface Kept {
  total: number;
  until: number;
}

export class KeptEstimates {
  private readonly kept = new Map<string, Kept>();
  /** Totals being read, by key: the estimate, or undefined when the total was exact. */
  private readonly reading = new Map<string, Promise<number | undefined>>();

  constructor(
    private readonly keptForMs = KEPT_FOR_MS,
    private readonly capacity = DEFAULT_CAPACITY,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /**
   * The list's answer: by `uncounted` with the estimate kept (or being read) for `key`, or by
   * `counted` when there is none. `uncounted` answers undefined when its page cannot tell the
   * total (then `counted` reads it again).
   */
  read<T extends Totalled>(
    key: string,
    counted: () => Promise<T>,
    uncounted: (estimate: number) => Promise<T | undefined>,
  ): Promise<T> {
    // Decided before any wait: a second call in the same tick finds the first one's count.
    const kept = this.freshEstimate(key);
    if (kept !== undefined) return this.readWith(key, kept, counted, uncounted);
    const reading = this.reading.get(key);
    if (!reading) return this.count(key, counted);
    return reading.then((estimate) =>
      estimate === undefined ? this.count(key, counted) : this.readWith(key, estimate, counted, uncounted),
    );
  }

  private async readWith<T extends Totalled>(
    key: string,
    estimate: number,
    counted: () => Promise<T>,
    uncounted: (estimate: number) => Promise<T | undefined>,
  ): Promise<T> {
    const answer = await uncounted(estimate);
    if (answer?.estimated) return answer;
    this.kept.delete(key);
    return answer ?? this.count(key, counted);
  }

  private freshEstimate(key: string): number | undefined {
    const kept = this.kept.get(key);
    if (!kept) return undefined;
    this.kept.delete(key);
    if (kept.until <= this.now()) return undefined;
    // Used again: the most recently used are forgotten last.
    this.kept.set(key, kept);
    return kept.total;
  }

  private async count<T extends Totalled>(key: string, counted: () => Promise<T>): Promise<T> {
    const read = counted();
    const total = read.then(
      (answer) => (answer.estimated ? answer.total : undefined),
      () => undefined,
    );
    this.reading.set(key, total);
    try {
      const answer = await read;
      if (answer.estimated) this.keep(key, answer.total);
      return answer;
    } finally {
      if (this.reading.get(key) === total) this.reading.delete(key);
    }
  }

  private keep(key: string, total: number): void {
    this.kept.delete(key);
    this.kept.set(key, { total, until: this.now() + this.keptForMs });
    if (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value as string);
  }
}
