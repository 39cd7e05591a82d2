import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from '../../../src/engine/fields/LocaleValues';

describe('dates and numbers as lists show them', () => {
  it('reads a calendar day as that day wherever the browser is', () => {
    expect(formatDate('2025-03-14', false)).toBe('14/03/2025');
    expect(formatDate('2025-12-31', false)).toBe('31/12/2025');
  });

  it('reads a moment with its time, the French way', () => {
    expect(formatDate('2025-03-14T09:30:00Z', true)).toMatch(/^14\/03\/2025 \d{2}:30$/);
    expect(formatDate(new Date(Date.UTC(2024, 0, 2, 12, 0)), false)).toBe('02/01/2024');
  });

  it('shows a value that is no date as it came rather than failing the row', () => {
    expect(formatDate('bientôt', false)).toBe('bientôt');
    expect(formatDate('bientôt', true)).toBe('bientôt');
  });

  it('groups thousands and uses the decimal comma; leaves what is no number as it is', () => {
    expect(formatNumber(1234.5).replace(/\s/g, ' ')).toBe('1 234,5');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber('12 kg')).toBe('12 kg');
  });
});
