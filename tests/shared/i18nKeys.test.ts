/**
 * Every message exists in French and in English with the same keys. An area's labels (area name,
 * field labels, enum values) are translated completely in both languages or not at all (then they
 * show humanised, README "Adding a managed area"): never half-translated, never in one language
 * only. The messages a declaration names itself (helper texts, pattern messages) always exist.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { lookup, type Messages } from '../../i18n/translate';
import type { ResourceDeclaration } from '../../resources/kit/defineResource';
import { labelKeys, messageKeys, resourceNameKey } from '../../resources/kit/labels';
import { declarations } from './declarations';

/** Our own namespaces (react-admin's `ra` comes from its language packages). */
const NAMESPACES = [
  'app',
  'csvImport',
  'engine',
  'history',
  'media',
  'resources',
  'server',
  'testDashboard',
  'validation',
] as const;

function leafKeys(messages: unknown, prefix = ''): string[] {
  if (typeof messages !== 'object' || messages === null) return [prefix];
  return Object.entries(messages).flatMap(([key, value]) =>
    leafKeys(value, prefix ? `${prefix}.${key}` : key),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
}

describe('French and English messages', () => {
  it.each(NAMESPACES)('%s has the same keys in both languages', (namespace) => {
    expect(leafKeys(en[namespace]).sort()).toEqual(leafKeys(fr[namespace]).sort());
  });

  it.each(NAMESPACES)('%s uses the same placeholders in both languages', (namespace) => {
    for (const key of leafKeys(fr[namespace])) {
      const french = lookup(fr as unknown as Messages, `${namespace}.${key}`) ?? '';
      const english = lookup(en as unknown as Messages, `${namespace}.${key}`) ?? '';
      expect({ key, placeholders: placeholders(english) }).toEqual({
        key,
        placeholders: placeholders(french),
      });
    }
  });
});

const missingIn = (messages: unknown, keys: readonly string[]) =>
  keys.filter((key) => lookup(messages as Messages, key) === undefined);

const isTranslated = (declaration: ResourceDeclaration) =>
  missingIn(fr, labelKeys(declaration)).length < labelKeys(declaration).length ||
  missingIn(en, labelKeys(declaration)).length < labelKeys(declaration).length;

describe('labels implied by the declarations', () => {
  const areas = declarations.map((d) => [d.name, d] as const);

  it.each(areas)('%s: translated completely in French and English, or not at all', (_name, declaration) => {
    const keys = labelKeys(declaration);
    const expected = isTranslated(declaration) ? { fr: [], en: [] } : { fr: keys, en: keys };
    expect({ fr: missingIn(fr, keys), en: missingIn(en, keys) }).toEqual(expected);
  });

  it.each(areas)('%s: the messages it names exist in French and English', (_name, declaration) => {
    const keys = messageKeys(declaration);
    expect({ fr: missingIn(fr, keys), en: missingIn(en, keys) }).toEqual({ fr: [], en: [] });
  });

  it('names each translated area in the singular and the plural', () => {
    for (const declaration of declarations.filter(isTranslated)) {
      for (const messages of [fr, en]) {
        const name = lookup(messages as unknown as Messages, resourceNameKey(declaration.name)) ?? '';
        expect({ area: declaration.name, forms: name.split(' |||| ').length }).toEqual({
          area: declaration.name,
          forms: 2,
        });
      }
    }
  });
});
