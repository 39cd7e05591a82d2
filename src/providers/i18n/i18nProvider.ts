/**
 * French first (ra-language-french + i18n/fr.ts), English on demand: its messages are a separate
 * chunk loaded the first time a user switches.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { fr } from '../../../i18n/fr';
import { missingKey } from './missingKey';

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
 * A message the server sends as is (not a key) is shown as is, and an untranslated area label
 * humanised (README, "Adding a managed area"), without a warning.
 */
export const POLYGLOT_OPTIONS = { allowMissing: true, onMissingKey: missingKey };

export function createI18nProvider(): I18nProvider {
  return polyglotI18nProvider(
    (locale) => (locale === 'en' ? englishMessages() : fr),
    DEFAULT_LOCALE,
    LOCALES,
    POLYGLOT_OPTIONS,
  );
}
