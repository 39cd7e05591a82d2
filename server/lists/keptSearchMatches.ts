/**
 * SQLite: the first matches of the trigram searches asked lately, kept per area and brought up to
 * date by the writes since, never dropped for them. Reading a word's matches from the trigram
 * index is most of a search's cost (1-2.3 ms of a 2-3.3 ms answer for words of 1,400-2,700
 * matches of 100,000 activities), and staff search the same words again while others write.
 *
 * - Every write to a searched column adds its rowid to the area's change log (`<table>__changes`,
 *   filled by triggers, so a write from any connection or process is seen); the log keeps the
 *   last LOG_KEPT changes.
 * - Before a kept word is used, the changes since the last read are applied: each changed row's
 *   folded copy (searchTables.ts) is tested for the word, as the page's walk tests rows, and the
 *   row goes into or out of the word's matches. A bulk write (more than MOST_APPLIED changes)
 *   forgets what was kept, and so does a log made again.
 * - Kept: what the reader would read from the index (sqliteReader.ts, withListedHits): all the
 *   matches of a word of few, or the first ones (its total's sample) of a frequent word. A change
 *   past a sample's last match changes nothing it holds; a match leaving a sample forgets the word.
 * - Only reads outside a write transaction use or fill it: they see committed writes only.
 * - A word is read once for all who ask it at once: reads run one by one on the one connection,
 *   and the second finds what the first kept.
 *
 * What it earns (bench/README.md; `npx tsx bench/server.ts`, SQLite, 100,000 activities, 10
 * connections, 28 November, load under 1.5, one run each way): a random search word 592 →
 * 1,708 req/s (2.9×), « fractions » 445 → 1,675 (3.8×), the mix of reads with 10 % PUTs 1,194 →
 * 1,543 (1.3×: words are a quarter of its reads), PUTs alone 1,586 → 1,353 (the log's row). The
 * bench's words come from 1,000 seeded records, a few hundred in all, so every one is kept: a
 * word asked for the first time costs what it did without.
 */
import type { Database as Db, Statement } from 'better-sqlite3';
import { ident } from '../db/database';
import { besideArea, type ResourceModel } from '../resources/model';
import { foldedTableOf } from './searchTables';

/** Changes the log keeps: more than MOST_APPLIED, so a reader further behind forgets its words. */
const LOG_KEPT = 10_000;
/** Beyond this many changes at once (an import, a bulk edit) the words are read again when asked. */
const MOST_APPLIED = 1_000;
/** Words kept per area, the least recently asked forgotten first. */
const DEFAULT_WORDS_KEPT = 256;

/** A word's matches in rowid order: all of them, or only the first ones (`complete` false). */
export interface FirstMatches {
  rowids: number[];
  complete: boolean;
}

interface Kept extends FirstMatches {
  /** The folded text searched (a match is a folded copy that holds it). */
  needle: string;
}

/** The change log of an area (one row per write to a searched column of one record). */
export function changeLogOf(model: ResourceModel): string {
  return besideArea(model.table, 'changes');
}

function storedSql(db: Db, name: string): string | undefined {
  const row = db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').get(name) as
    { sql: string } | undefined;
  return row?.sql;
}

/** The change log and its triggers, made again when their definition changes (none without search). */
export function syncChangeLog(db: Db, model: ResourceModel): void {
  const log = changeLogOf(model);
  const columns = model.search.map(ident);
  const wanted =
    columns.length === 0
      ? undefined
      : `CREATE TABLE ${ident(log)} (seq INTEGER PRIMARY KEY AUTOINCREMENT, row INTEGER NOT NULL)`;
  const note = (rows: string) =>
    `INSERT INTO ${ident(log)} (row) ${rows}; ` +
    `DELETE FROM ${ident(log)} WHERE seq <= (SELECT MAX(seq) FROM ${ident(log)}) - ${LOG_KEPT};`;
  const table = ident(model.table);
  const triggers = wanted
    ? [
        `CREATE TRIGGER ${ident(`${log}_insert`)} AFTER INSERT ON ${table} BEGIN ${note('VALUES (new.rowid)')} END`,
        `CREATE TRIGGER ${ident(`${log}_delete`)} AFTER DELETE ON ${table} BEGIN ${note('VALUES (old.rowid)')} END`,
        `CREATE TRIGGER ${ident(`${log}_update`)} AFTER UPDATE OF ${columns.join(', ')} ON ${table} ` +
          // The old rowid too when the update moved the row to another.
          `BEGIN ${note('SELECT new.rowid UNION SELECT old.rowid')} END`,
      ]
    : [];
  const names = ['insert', 'delete', 'update'].map((suffix) => `${log}_${suffix}`);
  if (storedSql(db, log) === wanted && names.every((name, i) => storedSql(db, name) === triggers[i])) return;
  for (const name of names) db.exec(`DROP TRIGGER IF EXISTS ${ident(name)}`);
  db.exec(`DROP TABLE IF EXISTS ${ident(log)}`);
  if (!wanted) return;
  db.exec(wanted);
  for (const trigger of triggers) db.exec(trigger);
}

export class KeptSearchMatches {
  private readonly words = new Map<string, Kept>();
  /** The last change applied. */
  private seen = 0;
  private readonly log: string;
  private readonly folded: string;

  /** The log's last change, asked on every search: prepared once per connection. */
  private readonly lastSeq = new WeakMap<Db, Statement>();

  /** `most`: the matches a complete list may hold; `sample`: a frequent word's first matches kept. */
  constructor(
    model: ResourceModel,
    private readonly most: number,
    private readonly sample: number,
    private readonly capacity = DEFAULT_WORDS_KEPT,
  ) {
    this.log = ident(changeLogOf(model));
    this.folded = ident(foldedTableOf(model));
  }

  /**
   * The first matches of the search `match` (its folded text: `needle`), kept or read by `read`,
   * in the caller's read transaction.
   */
  firstMatches(handle: Db, match: string, needle: string, read: () => FirstMatches): FirstMatches {
    this.catchUp(handle);
    const kept = this.words.get(match);
    if (kept) {
      // Asked again: the most recently asked are forgotten last.
      this.words.delete(match);
      this.words.set(match, kept);
      return kept;
    }
    const found = read();
    // The same list: the caller reads it before any later write is applied to it.
    this.words.set(match, { ...found, needle });
    if (this.words.size > this.capacity) this.words.delete(this.words.keys().next().value as string);
    return found;
  }

  /** Applies the changes logged since the last read to every kept word. */
  private catchUp(handle: Db): void {
    // Preparing it on every search was 2 % of a search word's time (a CPU profile).
    let lastSeq = this.lastSeq.get(handle);
    if (!lastSeq) {
      lastSeq = handle.prepare(`SELECT MAX(seq) FROM ${this.log}`).pluck();
      this.lastSeq.set(handle, lastSeq);
    }
    const last = (lastSeq.get() as number | null) ?? 0;
    if (last === this.seen) return;
    const from = this.seen;
    this.seen = last;
    // A log made again (a newer server started on the file) or a bulk write. A reader the log
    // left behind is here too: it keeps more changes than are applied one by one.
    if (last < from || last - from > MOST_APPLIED) return this.words.clear();
    const rows = handle
      .prepare(`SELECT DISTINCT row FROM ${this.log} WHERE seq > ?`)
      .pluck()
      .all(from) as number[];
    const texts = new Map(
      (
        handle
          .prepare(`SELECT * FROM ${this.folded} WHERE rowid IN (SELECT value FROM json_each(?))`)
          .raw()
          .all(JSON.stringify(rows)) as [number, ...(string | null)[]][]
      ).map(([rowid, ...columns]) => [rowid, columns]),
    );
    for (const [match, kept] of this.words) {
      for (const row of rows) {
        const holds = texts.get(row)?.some((text) => text?.includes(kept.needle)) ?? false;
        if (!this.apply(kept, row, holds)) {
          this.words.delete(match);
          break;
        }
      }
    }
  }

  /** One row in or out of a word's matches; false when the word must be read again. */
  private apply(kept: Kept, row: number, holds: boolean): boolean {
    const { rowids } = kept;
    const at = sortedIndex(rowids, row);
    const present = rowids[at] === row;
    if (holds === present) return true;
    if (!kept.complete) {
      // A sample that lost a match no longer knows which comes after its last.
      if (!holds) return false;
      // One more pushes the last out (itself, past the last).
      rowids.splice(at, 0, row);
      rowids.pop();
      return true;
    }
    if (holds) rowids.splice(at, 0, row);
    else rowids.splice(at, 1);
    if (rowids.length > this.most) {
      kept.complete = false;
      rowids.length = this.sample;
    }
    return true;
  }
}

/** Where `value` is, or would go, in ascending `values`. */
function sortedIndex(values: readonly number[], value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
