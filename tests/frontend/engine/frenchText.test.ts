import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from '../../../src/engine/fields/frenchText';

// By the project's root, where Vitest runs: in the jsdom environment a module's own URL is no file.
const TSX = join(process.cwd(), 'node_modules', 'tsx', 'dist', 'cli.mjs');
const IN_ZONE = join(process.cwd(), 'tests', 'frontend', 'engine', 'support', 'frenchTextInZone.ts');

/** What frenchText and Intl write for the same moments, in a process whose time zone is `zone`. */
function writtenInZone(zone: string): { zone: string; written: [string, string][] } {
  const run = spawnSync(process.execPath, [TSX, IN_ZONE], {
    env: { ...process.env, TZ: zone },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`frenchTextInZone.ts failed in ${zone}: ${run.stderr}`);
  return JSON.parse(run.stdout) as { zone: string; written: [string, string][] };
}

describe('dates and numbers as lists show them', () => {
  it('reads a calendar day as that day wherever the browser is', () => {
    expect(formatDate('2025-03-14', false)).toBe('14/03/2025');
    expect(formatDate('2025-12-31', false)).toBe('31/12/2025');
  });

  it('reads a moment with its time, the French way', () => {
    expect(formatDate('2025-03-14T09:30:00Z', true)).toMatch(/^14\/03\/2025 \d{2}:\d{2}$/);
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

  it('writes whole numbers under a thousand, and the rest, exactly as Intl does in French', () => {
    const intl = new Intl.NumberFormat('fr-FR');
    for (let value = -1200; value <= 1200; value += 1) expect(formatNumber(value)).toBe(intl.format(value));
    for (const value of [-0, 0.5, -999.5, 1e21, 123456789, Number.NaN, Infinity, -Infinity])
      expect(formatNumber(value)).toBe(intl.format(value));
  });

  // Half-hour and quarter-hour offsets, summer time, and a zone east of the date line's other side.
  it.each(['UTC', 'Europe/Paris', 'Pacific/Chatham', 'America/St_Johns'])(
    'writes days and moments exactly as Intl does in French, in years it writes itself or not (%s)',
    (zone) => {
      const { zone: used, written } = writtenInZone(zone);
      expect(used).toBe(zone);
      expect(written.length).toBeGreaterThan(29_000);
      expect(written.filter(([ours, intl]) => ours !== intl).slice(0, 5)).toEqual([]);
    },
  );
});
