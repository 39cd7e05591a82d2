/** An error the server did not explain is told in the language the user chose, not always in French. */
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../../i18n/en';
import { fr } from '../../../i18n/fr';
import { createAppProviders } from '../../../src/app/appProviders';
import { toHttpError } from '../../../src/providers/http/httpErrors';

describe('errors without a server message', () => {
  const { i18nProvider } = createAppProviders([]);

  afterEach(async () => {
    await i18nProvider.changeLocale('fr');
  });

  it('are in French by default', () => {
    expect(toHttpError(0, null).message).toBe(fr.app.errors.network);
    expect(toHttpError(500, {}).message).toBe(fr.app.errors.generic);
  });

  it('follow a switch to English', async () => {
    await i18nProvider.changeLocale('en');
    expect(toHttpError(0, null).message).toBe(en.app.errors.network);
    expect(toHttpError(502, 'Bad gateway').message).toBe(en.app.errors.generic);
  });

  it('still prefer what the server said', async () => {
    await i18nProvider.changeLocale('en');
    expect(toHttpError(409, { detail: 'Ce libellé existe déjà' }).message).toBe('Ce libellé existe déjà');
  });
});
