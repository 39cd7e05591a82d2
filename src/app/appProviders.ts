/**
 * Everything <Admin> needs, built before anything is mounted: a provider or a declaration that
 * fails to build stops the start-up (spec 1) instead of breaking a screen later.
 */
import { QueryClient } from '@tanstack/react-query';
import { HttpError, localStorageStore, type AuthProvider, type I18nProvider, type Store } from 'react-admin';
import type { ResourceDeclaration } from '../../resources/kit/defineResource';
import { createAuthProvider } from '../providers/auth/authProvider';
import { createDataProvider, type EduDataProvider } from '../providers/data/dataProvider';
import { translateErrorsWith } from '../providers/http/httpErrors';
import { createI18nProvider } from '../providers/i18n/i18nProvider';

export interface AppProviders {
  dataProvider: EduDataProvider;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
  store: Store;
  queryClient: QueryClient;
}

const MAX_RETRIES = 2;

/** A refused request (4xx) gives the same answer when asked again: only network and server failures are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createAppProviders(declarations: readonly ResourceDeclaration[]): AppProviders {
  const i18nProvider = createI18nProvider();
  translateErrorsWith((key) => i18nProvider.translate(key));
  const store = localStorageStore(undefined, 'EduAdmin');
  // react-admin renders nothing below its i18n context until the store's locale matches the
  // provider's: on a first visit (empty store) that cost a whole extra render pass at start-up.
  if (store.getItem('locale') === undefined) store.setItem('locale', i18nProvider.getLocale());
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: shouldRetry } } });
  return {
    dataProvider: createDataProvider(declarations),
    authProvider: createAuthProvider(),
    i18nProvider,
    store,
    queryClient,
  };
}
