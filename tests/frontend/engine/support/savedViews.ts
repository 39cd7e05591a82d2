/**
 * The fixture list of gadgets with the fake API and the fake saved views behind it, signed in or
 * not: where the saved views tests start; and the « Vues » menu opened.
 */
import { createAuthProvider } from '../../../../src/providers/auth/authProvider';
import { server } from '../../../support/mswServer';
import type { SavedView } from '../../../../resources/contracts/savedViewContract';
import { fakeApi } from './fakeApi';
import { fakeSavedViews } from './fakeSavedViews';
import { fixtureDeclarations, fixtureMessages, fixtureSeed } from './gadgets';
import { renderAdmin } from './renderAdmin';
import { openMenu } from './ui';

/** `me`: the signed-in person's id (their session is written by the test); `null`: no auth provider. */
export function startSavedViews(route = '/gadgets', seed: SavedView[] = [], me: number | null = 1) {
  const api = fakeApi(fixtureDeclarations, fixtureSeed());
  const saved = fakeSavedViews(me ?? 0, seed);
  server.use(...saved.handlers, ...api.handlers);
  const { queryClient } = renderAdmin({
    declarations: fixtureDeclarations,
    route,
    messages: fixtureMessages,
    authProvider: me === null ? undefined : createAuthProvider(),
  });
  return { api, saved, queryClient };
}

export const openViews = () => openMenu('Vues', 'Vues enregistrées');
