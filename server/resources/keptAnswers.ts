/**
 * PostgreSQL list answers kept in the process, as sent (JSON), by area, query and the area's
 * generation they were read at (server/db/postgresListTotals.ts). Every write to an area's table
 * or its link tables moves its generation on, from any server sharing the database, so a kept
 * answer is sent again only after a statement has read, with the caller's session, that the
 * generation is still the one it was read at: a repeated list call is then that one small
 * statement instead of reading its page again. An area whose list shows counts of another
 * area's records is not kept: their writes move that other area's generation, not its own.
 */
import type { ListQuery } from '../lists/listQuery';

export interface KeptAnswer {
  generation: number;
  total: number;
  /**
   * The answer's body: the records as JSON, the same bytes as the route's response schema writes
   * (tests/server/listAnswers.postgres.test.ts compares them with SQLite's).
   */
  body: string;
}

/** What all kept answers may weigh (their bodies' lengths); the least recently sent go first. */
const MAX_CHARS = 16 * 1024 * 1024;

/** The key of a list call's answer: everything of its query that chooses the rows and their order. */
export function answerKey(area: string, query: ListQuery): string {
  const { skip, limit, where, args, search, orderBy } = query;
  return JSON.stringify([area, skip, limit, where, args, search ?? null, orderBy]);
}

export class KeptAnswers {
  private readonly answers = new Map<string, KeptAnswer>();
  private chars = 0;

  constructor(private readonly maxChars = MAX_CHARS) {}

  get(key: string): KeptAnswer | undefined {
    const answer = this.answers.get(key);
    if (answer) {
      // Map keeps insertion order: put back, it is now the most recently used.
      this.answers.delete(key);
      this.answers.set(key, answer);
    }
    return answer;
  }

  put(key: string, answer: KeptAnswer): void {
    this.remove(key);
    if (answer.body.length > this.maxChars) return;
    this.answers.set(key, answer);
    this.chars += answer.body.length;
    for (const [oldest] of this.answers) {
      if (this.chars <= this.maxChars) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const answer = this.answers.get(key);
    if (!answer) return;
    this.answers.delete(key);
    this.chars -= answer.body.length;
  }
}
