/**
 * SQLite's word sort key (server/lists/wordSortKey.ts): lists sorted on a text people type follow
 * a French dictionary's order, whatever the case, accents, spaces and punctuation.
 */
import { describe, expect, it } from 'vitest';
import { wordSortKey } from '../../../server/lists/wordSortKey';

const sortedByKey = (words: string[]): string[] =>
  [...words].sort((a, b) => (wordSortKey(a) < wordSortKey(b) ? -1 : wordSortKey(a) > wordSortKey(b) ? 1 : 0));

describe('the word sort key', () => {
  it('orders words as a French dictionary: accents and case do not separate them', () => {
    expect(sortedByKey(['Zèbre', 'éducation physique', 'dessin', 'Eau', 'débat'])).toEqual([
      'débat',
      'dessin',
      'Eau',
      'éducation physique',
      'Zèbre',
    ]);
  });

  it('gives the same key to words that differ by case and accents only', () => {
    expect(wordSortKey('Élève')).toBe(wordSortKey('eleve'));
    expect(wordSortKey('ÉCOLE')).toBe('ecole');
  });

  it('ignores every space and punctuation mark, not only the first', () => {
    expect(wordSortKey('porte-avions')).toBe('porteavions');
    expect(wordSortKey('Arc-en-ciel, d’après « Monet » !')).toBe('arcencieldapresmonet');
    // A no-break space, a tab and a line break count as spaces too.
    expect(wordSortKey('Sciences\u00a0et\tvie\nde la Terre')).toBe('sciencesetviedelaterre');
  });

  it('keeps digits and letters of other scripts', () => {
    expect(wordSortKey('CM2 – 2024/2025')).toBe('cm220242025');
    expect(wordSortKey('Ελλάδα')).toBe('ελλαδα');
  });

  it('spells the letters ICU reads as others at that level as those', () => {
    expect(wordSortKey('Œuvre')).toBe('oeuvre');
    expect(wordSortKey('cæsium')).toBe('caesium');
    expect(wordSortKey('Straße')).toBe('strasse');
    expect(wordSortKey('Øre')).toBe('ore');
    expect(wordSortKey('Łódź')).toBe('lodz');
    expect(wordSortKey('Đakovo')).toBe('dakovo');
    expect(wordSortKey('sœur et œil')).toBe('soeuretoeil');
  });

  it('sorts « œ » among the « oe »', () => {
    expect(sortedByKey(['ogre', 'œuvre', 'oasis', 'oeil'])).toEqual(['oasis', 'oeil', 'œuvre', 'ogre']);
  });
});
