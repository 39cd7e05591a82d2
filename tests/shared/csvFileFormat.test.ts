/**
 * The CSV file the list export writes (resources/kit/csvFormat.ts): what French Excel opens as is
 * (BOM, `;` between cells, CRLF between rows, RFC 4180 quoting), formulas written as text, and a
 * file the import's reader (src/features/csv-import/parseCsv.ts) reads back cell for cell.
 */
import { describe, expect, it } from 'vitest';
import { csvDocument, csvLine, restoreCell } from '../../resources/kit/csvFormat';
import { parseCsv } from '../../src/features/csv-import/parseCsv';

describe('an exported CSV file', () => {
  it('starts with a BOM, separates cells with semicolons and ends every row, the last one too, with CRLF', () => {
    expect(
      csvDocument(
        ['Nom', 'Ville'],
        [
          ['Lycée Victor Hugo', 'Paris'],
          ['Collège Jules Ferry', 'Lyon'],
        ],
      ),
    ).toBe('\uFEFFNom;Ville\r\nLycée Victor Hugo;Paris\r\nCollège Jules Ferry;Lyon\r\n');
  });

  it('still has its header line when no record is exported', () => {
    expect(csvDocument(['Nom', 'Ville'], [])).toBe('\uFEFFNom;Ville\r\n');
  });

  it('quotes a cell holding a semicolon, a quote or a line break, doubling its quotes, and leaves other cells bare', () => {
    expect(csvLine(['Dupont; Jean', 'Le "Grand" Lycée', 'ligne 1\nligne 2', 'fin\r', 'Paris'])).toBe(
      '"Dupont; Jean";"Le ""Grand"" Lycée";"ligne 1\nligne 2";"fin\r";Paris',
    );
  });

  it('writes a cell a spreadsheet would run as a formula behind an apostrophe (OWASP CSV injection)', () => {
    // = + - @ tab and carriage return start a formula; an apostrophe elsewhere or a dash inside is text.
    expect(csvLine(['=1+1', '+33 1 23', '-5', '@SUM(A1)', '\tcmd', "l'école", 'A-12', "'texte"])).toBe(
      "'=1+1;'+33 1 23;'-5;'@SUM(A1);'\tcmd;l'école;A-12;'texte",
    );
    // A value already behind apostrophes gets one more, so that the import removes only that one.
    expect(csvLine(["'=1+1", "''@x"])).toBe("''=1+1;'''@x");
  });
});

describe('the import reading an exported file', () => {
  const values = [
    ['Dupont; Jean', 'Le "Grand" Lycée', 'ligne 1\r\nligne 2'],
    ['=HYPERLINK("http://x")', "'=1+1", '-5'],
    ["l'école", "'texte", 'A-12'],
  ];

  it('finds the header and every cell as exported, formula guards removed', () => {
    const parsed = parseCsv(csvDocument(['Nom', 'Code', 'Note'], values));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.csv.header).toEqual(['Nom', 'Code', 'Note']);
    expect(parsed.csv.rows.map((row) => row.map(restoreCell))).toEqual(values);
  });

  it('keeps an apostrophe that guards no formula', () => {
    expect(["l'école", "'texte", "'", 'A-12', 'x=1'].map(restoreCell)).toEqual([
      "l'école",
      "'texte",
      "'",
      'A-12',
      'x=1',
    ]);
  });
});
