/**
 * SQLite's word sort key, `word_sort_key(text)`: the text as PostgreSQL's ICU collation of word
 * sorts compares it (wordSort.ts, `fr-u-ks-level1-ka-shifted`), as a string whose plain order is
 * that collation's, so both engines give the same pages:
 * - no case, no accents (resources/contracts' foldText);
 * - spaces and punctuation ignored, as French dictionaries do ("porte-avions" with "porteavions");
 * - the letters ICU reads as others at that level spelt as those (œ as oe, ß as ss).
 * Letters of other scripts than Latin follow their code points, which ICU's script order mostly
 * matches.
 */
import { foldText } from '../../resources/contracts/listQuery';

/** Registered on every SQLite connection (server/db/database.ts): the word sort indexes call it. */
export const WORD_SORT_KEY = 'word_sort_key';

const SPELT: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd' };

export function wordSortKey(text: string): string {
  return foldText(text)
    .replace(/[\p{P}\p{Z}\p{Cc}]/gu, '')
    .replace(/[œæßøłđ]/g, (letter) => SPELT[letter]);
}
