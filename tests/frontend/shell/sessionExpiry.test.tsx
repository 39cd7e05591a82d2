import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, TEST_USER } from '../../support/renderApp';
import { advance, advanceUntil, installFakeClock } from './fakeClock';

const EXPIRED = 'Session expirée, veuillez vous reconnecter';
const unauthorized = () => HttpResponse.json({ detail: 'Jeton expiré' }, { status: 401 });

describe('a 401 on any call ends the session (spec 4, 8, 9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tells the user once, at the top, for 3 s, and sends them to /login with the path to come back to', async () => {
    // react-admin logs every failed data call in development; here those are the expected 401s.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    installFakeClock();
    // The home dashboard loads every area at once: all of them fail together.
    const app = renderApp('/?tab=recent', { handlers: [http.get('*/api/*', unauthorized)] });

    await advanceUntil(() => expect(screen.getByText(EXPIRED)).toBeInTheDocument());
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByText(EXPIRED).closest('.MuiSnackbar-root')).toHaveClass(
      'MuiSnackbar-anchorOriginTopCenter',
    );
    let shownFor = await advanceUntil(() =>
      expect(app.currentPath()).toBe(`/login?redirect=${encodeURIComponent('/?tab=recent')}`),
    );
    shownFor += await advanceUntil(() => expect(screen.getByLabelText(/Adresse e-mail/)).toBeInTheDocument());

    // Shown 3000 ms (not the general 5000 ms), then gone once its closing animation is over.
    await advance(2800 - shownFor);
    expect(screen.getByText(EXPIRED)).toBeInTheDocument();
    await advance(700);
    expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
    // No second notice follows, and the user stays on the login page.
    await advance(6000, 100);
    expect(screen.queryByText(EXPIRED)).not.toBeInTheDocument();
    expect(app.currentPath()).toBe(`/login?redirect=${encodeURIComponent('/?tab=recent')}`);

    // The first call to fail is now the read of the person's rights (GET /api/permissions), which
    // the dashboard waits for: react-admin logs only the data calls that failed before the session ended.
    for (const [logged] of consoleError.mock.calls) {
      expect(logged).toBeInstanceOf(HttpError);
      expect(logged).toMatchObject({ status: 401 });
    }
  });

  it('lets the user sign in again and come back to where the session expired', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let expired = true;
    const app = renderApp('/nulle-part-connue', {
      handlers: [
        http.get('*/api/*', () => (expired ? unauthorized() : undefined)),
        http.post('*/login', () => {
          expired = false;
          return HttpResponse.json({ token: 'new-token', user: TEST_USER });
        }),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Page introuvable' });
    // A feature's own call (not react-admin's) expires the session just the same.
    await act(() => app.providers.dataProvider.getOptions('config/languages'));
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    await waitFor(() =>
      expect(app.currentPath()).toBe(`/login?redirect=${encodeURIComponent('/nulle-part-connue')}`),
    );

    await app.user.type(await screen.findByLabelText(/Adresse e-mail/), 'alice.martin@eduadmin.fr');
    await app.user.type(screen.getByLabelText(/Mot de passe/), 'motdepasse1');
    await app.user.click(screen.getByRole('button', { name: 'Connexion' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/nulle-part-connue');
    expect(localStorage.getItem('token')).toBe('new-token');
  });
});

describe('a 401 answering an upload', () => {
  it('ends the session like any other call: one notice, then the login page', async () => {
    const app = renderApp('/media', {
      handlers: [
        http.get('*/api/media/:directory', () => HttpResponse.json([])),
        http.post('*/api/media/mm_serveur/:target', unauthorized),
      ],
    });
    const input = await screen.findByLabelText('Choisir des images à envoyer');
    const image = (name: string) => new File([name], name, { type: 'image/png' });
    await app.user.upload(input, [image('un.png'), image('deux.png'), image('trois.png')]);

    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    await waitFor(() => expect(app.currentPath()).toBe(`/login?redirect=${encodeURIComponent('/media')}`));
    expect(screen.getAllByText(EXPIRED)).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
