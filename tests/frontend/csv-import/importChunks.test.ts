/**
 * The pieces under the dialog: a large preview goes in chunks of 1,000 rows with progress and the
 * rows renumbered as in the whole file; UTF-8 with or without BOM decodes as such.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ImportReport, ImportRequest } from '../../../resources/contracts/importContract';
import { decodeCsvBytes } from '../../../src/features/csv-import/decodeCsvFile';
import { previewImport } from '../../../src/features/csv-import/importApi';
import { server } from '../../support/mswServer';

describe('the chunked preview', () => {
  it('sends 2,500 rows as three dry runs and renumbers their reports', async () => {
    const sizes: number[] = [];
    server.use(
      http.post('/api/gadgets/import', async ({ request }) => {
        const body = (await request.json()) as ImportRequest;
        sizes.push(body.rows.length);
        expect(body.dry_run).toBe(true);
        const report: ImportReport = {
          dry_run: true,
          batch_id: null,
          created: body.rows.length - 1,
          updated: 0,
          unchanged: 0,
          errors: 1,
          rows: body.rows.map((_row, index) => ({
            row: index + 1,
            verdict: index === 0 ? 'error' : 'create',
            errors: index === 0 ? [{ field: 'title', msg: 'Titre requis' }] : [],
          })),
          estimated_seconds: body.rows.length / 100,
        };
        return HttpResponse.json(report);
      }),
    );
    const rows = Array.from({ length: 2500 }, (_v, i) => ({ title: `Gadget ${i}` }));
    const progress: number[] = [];
    const report = await previewImport('gadgets', rows, 'valid', (done) => progress.push(done));
    expect(sizes).toEqual([1000, 1000, 500]);
    expect(progress).toEqual([1000, 2000, 2500]);
    // The write of the whole file: the three chunks' estimates together.
    expect(report.estimated_seconds).toBe(25);
    expect(report.errors).toBe(3);
    expect(report.created).toBe(2497);
    expect(report.rows).toHaveLength(2500);
    expect(report.rows.filter((r) => r.verdict === 'error').map((r) => r.row)).toEqual([1, 1001, 2001]);
  });
});

describe('decoding', () => {
  it('reads UTF-8 with and without BOM, and Windows-1252 when the bytes are not UTF-8', () => {
    const utf8 = new TextEncoder().encode('Titre;Légende');
    expect(decodeCsvBytes(utf8)).toEqual({ ok: true, text: 'Titre;Légende' });
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toEqual({
      ok: true,
      text: 'Titre;Légende',
    });
    expect(decodeCsvBytes(new Uint8Array([0x4c, 0xe9, 0x80]))).toEqual({ ok: true, text: 'Lé€' });
    expect(decodeCsvBytes(new Uint8Array([0x41, 0x00, 0x42]))).toEqual({ ok: false, reason: 'binary' });
  });

  it('keeps a UTF-8 file with one stray Windows-1252 byte in UTF-8, and names that byte’s line', () => {
    const utf8 = (text: string) => [...new TextEncoder().encode(text)];
    const bytes = new Uint8Array([...utf8('Nom;Mixé\r\nÉlodie;Crème\r\nMix'), 0xe9, ...utf8(';brûlée\r\n')]);
    expect(decodeCsvBytes(bytes)).toEqual({
      ok: true,
      text: 'Nom;Mixé\r\nÉlodie;Crème\r\nMix\uFFFD;brûlée\r\n',
      badLines: [3],
    });
  });
});
