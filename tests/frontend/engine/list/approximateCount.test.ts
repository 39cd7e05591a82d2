/** An estimated total as the list and the dashboard say it: two significant digits, grouped by locale. */
import { describe, expect, it } from 'vitest';
import { approximateCount } from '../../../../src/engine/list/approximateCount';

describe('an approximate count', () => {
  it('keeps two significant digits, grouped as French groups them', () => {
    expect(approximateCount(123_456, 'fr')).toBe('120\u202f000');
    expect(approximateCount(1_250_000, 'fr')).toBe('1\u202f300\u202f000');
  });

  it('groups as English groups them', () => {
    expect(approximateCount(98_765, 'en')).toBe('99,000');
  });

  it('leaves a small count as it is', () => {
    expect(approximateCount(7, 'fr')).toBe('7');
    expect(approximateCount(42, 'en')).toBe('42');
  });
});
