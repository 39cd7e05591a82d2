/**
 * French first (ra-language-french + i18n/fr.ts), English on demand: its messages are a separate
 * chunk loaded the first time a user switches.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { fr } from '../../../i18n/fr';
import { missingKey, withoutKeyAsDefault } from './missingKey';

export const DEFAULT_LOCALE = 'fr';

export const LOCALES = [
  { locale: 'fr', name: fr.app.languages.fr },
  { locale: 'en', name: fr.app.languages.en },
];

async function englishMessages(): Promise<TranslationMessages> {
  const { en } = await import('../../../i18n/en');
  return en;
}

/**
 * A polyglot provider of the given messages in which a message the server sends as is (not a key)
 * is shown as is, and an untranslated area label humanised (README, "Adding a managed area"),
 * without a warning.
 */
export function polyglotProvider(
  getMessages: (locale: string) => TranslationMessages | Promise<TranslationMessages>,
  locales: { locale: string; name: string }[] = LOCALES,
): I18nProvider {
  const provider = polyglotI18nProvider(getMessages, DEFAULT_LOCALE, locales, {
    allowMissing: true,
    onMissingKey: missingKey,
  });
  return {
    ...provider,
    translate: (key, options) => provider.translate(key, withoutKeyAsDefault(key, options)),
  };
}

export function createI18nProvider(): I18nProvider {
  return polyglotProvider((locale) => (locale === 'en' ? englishMessages() : fr));
}
