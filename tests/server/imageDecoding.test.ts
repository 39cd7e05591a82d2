/** Header checks must see only the uploaded bytes, never what follows them in Node's buffer pool. */
import { describe, expect, it } from 'vitest';
import { checkDecodes } from '../../server/media/imageDecoding';
import { GIF_1x1 } from './support/images';

describe('checkDecodes', () => {
  it('refuses a cut GIF header even when the pooled memory after it looks like a height', () => {
    const pool = Buffer.alloc(64, 7);
    GIF_1x1.copy(pool, 0, 0, 8);
    expect(checkDecodes(pool.subarray(0, 8), { mime: 'image/gif', extension: 'gif' })).toBe('unreadable');
  });
});
