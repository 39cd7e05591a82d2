/**
 * One apostrophe in French messages, the typographic one (’): straight ones (') mixed with it
 * read as a mistake. The only exceptions are the test dashboard's error defaults that the spec
 * quotes word for word (spec 8).
 */
import { describe, expect, it } from 'vitest';
import { fr } from '../../i18n/fr';

/** Spec 8's quoted messages, kept exactly as written there. */
const QUOTED_BY_THE_SPEC = new Set([
  "Erreur lors de l'exécution du test",
  "Erreur lors de l'exécution de la catégorie",
  "Erreur lors de l'exécution de tous les tests",
  "Erreur lors du chargement de l'historique",
]);

/** Our own namespaces (react-admin's `ra` comes from its language package). */
const { ra: _reactAdmin, ...ours } = fr;

function messages(tree: unknown, path = ''): { key: string; text: string }[] {
  if (typeof tree === 'string') return [{ key: path, text: tree }];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) => messages(value, path ? `${path}.${key}` : key));
}

describe('French messages', () => {
  it('use the typographic apostrophe, but for the messages the spec quotes', () => {
    const straight = messages(ours).filter(({ text }) => text.includes("'") && !QUOTED_BY_THE_SPEC.has(text));
    expect(straight).toEqual([]);
  });

  it('still hold the messages the spec quotes, word for word', () => {
    const texts = new Set(messages(ours).map(({ text }) => text));
    for (const quoted of QUOTED_BY_THE_SPEC) expect(texts).toContain(quoted);
  });
});
