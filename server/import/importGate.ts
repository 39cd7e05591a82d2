/**
 * How many imports run at once. Writing a file of accounts costs seconds of CPU per hundred rows
 * (each password is hashed, passwordHashing.ts), so a person runs one import at a time and the
 * server a few: beyond, the request is refused at once (429) rather than queued behind the others.
 */
import { ApiError } from '../http/apiError';
import { t } from '../http/messages';

export const DEFAULT_IMPORT_MAX_CONCURRENT = 2;

/** Seconds a refused caller is told to wait: an import of a few thousand rows takes about that. */
const RETRY_AFTER_SECONDS = 30;

export class ImportGate {
  private readonly running = new Set<string>();

  constructor(private readonly maxConcurrent: number = DEFAULT_IMPORT_MAX_CONCURRENT) {}

  /** Admits `person`'s import, or throws the 429; the returned function ends it. */
  enter(person: string): () => void {
    const retry = { 'retry-after': String(RETRY_AFTER_SECONDS) };
    if (this.running.has(person)) throw new ApiError(429, t('server.import.busyPerson'), retry);
    if (this.running.size >= this.maxConcurrent)
      throw new ApiError(429, t('server.import.busyServer', { max: this.maxConcurrent }), retry);
    this.running.add(person);
    return () => this.running.delete(person);
  }
}
