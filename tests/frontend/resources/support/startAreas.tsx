/** The app's own declarations, rendered by the engine against the in-memory API. */
import type { RequestHandler } from 'msw';
import type { AuthProvider } from 'react-admin';
import { declarations } from '../../../../src/engine/declarations';
import { SatisfactionDomainsPage } from '../../../../src/features/satisfaction-domains';
import { server } from '../../../support/mswServer';
import { fakeApi, type FakeApi } from '../../engine/support/fakeApi';
import { renderAdmin, type AdminRender } from '../../engine/support/renderAdmin';
import { areaSeed } from './areaSeed';

export function startAreas(
  route: string,
  options: {
    before?: (api: FakeApi) => void;
    withMenu?: boolean;
    handlers?: RequestHandler[];
    authProvider?: AuthProvider;
    locale?: 'fr' | 'en';
  } = {},
): { api: FakeApi; app: AdminRender } {
  const api = fakeApi(declarations, areaSeed());
  options.before?.(api);
  server.use(...api.handlers);
  // Handlers given here answer before the in-memory API (msw prefers the latest call to use()).
  if (options.handlers) server.use(...options.handlers);
  const app = renderAdmin({
    declarations,
    route,
    components: { screens: { SatisfactionDomainsPage } },
    withMenu: options.withMenu,
    authProvider: options.authProvider,
    locale: options.locale,
  });
  return { api, app };
}
