/**
 * The write clock a list's reference cells consult (src/providers/data/writtenRecords.ts): what a
 * page asked for at some tick must show of the records written since, including once the oldest
 * writes were forgotten.
 */
import { describe, expect, it } from 'vitest';
import { noteWritten, writeTick, writtenAfter } from '../../../src/providers/data/writtenRecords';

/** What a cell of a page asked for at `tick` shows of theme `id`. */
function shown(id: number, tick: number) {
  const write = writtenAfter('themes', id, tick);
  if (!write) return 'as the page brought it';
  return write.record ?? 'read again';
}

describe('the write clock', () => {
  it('gives a page the records written after it was asked for, and only those', () => {
    const before = writeTick();
    const renamed = { id: 1, name: 'Géométrie' };
    noteWritten('themes', [1], renamed);
    noteWritten('themes', [2]);
    expect(shown(1, before)).toBe(renamed);
    expect(shown(2, before)).toBe('read again');
    expect(shown(3, before)).toBe('as the page brought it');
    expect(shown(1, writeTick())).toBe('as the page brought it');
  });

  it('has a page asked for before writes it no longer remembers read its records itself', () => {
    const before = writeTick();
    noteWritten('themes', [7], { id: 7, name: 'Arts' });
    // More writes than are kept: the theme's is forgotten.
    for (let id = 0; id < 1000; id += 1) noteWritten('activities', [id]);
    expect(shown(7, before)).toBe('read again');
    expect(shown(8, before)).toBe('read again');
    // A page asked for after the forgotten writes knows what was written since it.
    expect(shown(7, writeTick())).toBe('as the page brought it');
  });
});
