/**
 * Every message exists in French and in English with the same keys, and every label a
 * declaration implies (area name, field labels, enum values, helper texts, pattern messages)
 * has its French text, so a new declaration cannot ship with raw keys on screen.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { lookup, type Messages } from '../../i18n/translate';
import { impliedKeys } from '../../resources/kit/labels';
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

describe('labels implied by the declarations', () => {
  it('finds the nine declared areas (media is a page of its own)', () => {
    expect(declarations.map((d) => d.name).sort()).toEqual([
      'activities',
      'classes',
      'courses',
      'etablissements',
      'hashtags',
      'satisfaction-template-domains',
      'satisfaction-templates',
      'themes',
      'users',
    ]);
  });

  it.each(declarations.map((d) => [d.name, d] as const))(
    '%s: every implied key has a French text',
    (_name, declaration) => {
      const missing = impliedKeys(declaration).filter(
        (key) => lookup(fr as unknown as Messages, key) === undefined,
      );
      expect(missing).toEqual([]);
    },
  );

  it.each(declarations.map((d) => [d.name, d] as const))(
    '%s: every implied key has an English text',
    (_name, declaration) => {
      const missing = impliedKeys(declaration).filter(
        (key) => lookup(en as unknown as Messages, key) === undefined,
      );
      expect(missing).toEqual([]);
    },
  );

  it('names each area in the singular and the plural', () => {
    for (const declaration of declarations) {
      const name = lookup(fr as unknown as Messages, `resources.${declaration.name}.name`) ?? '';
      expect(name.split(' |||| ')).toHaveLength(2);
    }
  });
});
