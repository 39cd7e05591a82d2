import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, TEST_USER } from '../../support/renderApp';

const welcome = 'Bienvenue, Alice Martin';

describe('home page', () => {
  it('welcomes the signed-in user by name inside the main layout', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: welcome })).toBeInTheDocument();
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('Accueil')).toBeInTheDocument();
  });
});

describe('route guard (spec 2)', () => {
  it('sends a signed-out visitor of a protected route to /login with the full wanted path', async () => {
    const app = renderApp('/users?page=2&perPage=25', { user: false });
    expect(await screen.findByLabelText(/Adresse e-mail/)).toBeInTheDocument();
    expect(app.currentPath()).toBe(`/login?redirect=${encodeURIComponent('/users?page=2&perPage=25')}`);
  });

  it('brings the user back to the wanted path after signing in', async () => {
    let posted: unknown;
    const app = renderApp('/?tab=recent', {
      user: false,
      handlers: [
        http.post('*/login', async ({ request }) => {
          posted = await request.json();
          return HttpResponse.json({ token: 'fresh-token', user: TEST_USER });
        }),
      ],
    });
    await app.user.type(await screen.findByLabelText(/Adresse e-mail/), 'alice.martin@eduadmin.fr');
    await app.user.type(screen.getByLabelText(/Mot de passe/), 'motdepasse1');
    await app.user.click(screen.getByRole('button', { name: 'Connexion' }));
    expect(await screen.findByRole('heading', { name: welcome })).toBeInTheDocument();
    expect(posted).toEqual({ email: 'alice.martin@eduadmin.fr', password: 'motdepasse1' });
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(app.currentPath()).toBe('/?tab=recent');
  });

  it('sends a signed-in user who opens /login to the home page', async () => {
    const app = renderApp('/login');
    expect(await screen.findByRole('heading', { name: welcome })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/');
  });
});

describe('sign-in errors (spec 8)', () => {
  it("shows the server's message when sign-in is refused", async () => {
    const app = renderApp('/login', {
      user: false,
      handlers: [
        http.post('*/login', () => HttpResponse.json({ detail: 'Identifiants invalides' }, { status: 401 })),
      ],
    });
    await app.user.type(await screen.findByLabelText(/Adresse e-mail/), 'alice@eduadmin.fr');
    await app.user.type(screen.getByLabelText(/Mot de passe/), 'faux');
    await app.user.click(screen.getByRole('button', { name: 'Connexion' }));
    expect(await screen.findByText('Identifiants invalides')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(app.currentPath()).toBe('/login');
    // A wrong password is no expired session.
    expect(screen.queryByText('Session expirée, veuillez vous reconnecter')).not.toBeInTheDocument();
  });

  it('shows "Erreur lors de la connexion" when the server gives no message', async () => {
    const app = renderApp('/login', {
      user: false,
      handlers: [http.post('*/login', () => new HttpResponse(null, { status: 500 }))],
    });
    await app.user.type(await screen.findByLabelText(/Adresse e-mail/), 'alice@eduadmin.fr');
    await app.user.type(screen.getByLabelText(/Mot de passe/), 'motdepasse1');
    await app.user.click(screen.getByRole('button', { name: 'Connexion' }));
    expect(await screen.findByText('Erreur lors de la connexion')).toBeInTheDocument();
  });
});

describe('not-found page', () => {
  it('shows the not-found page for an unknown path, inside the layout when signed in', async () => {
    const app = renderApp('/nulle-part/ici');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: /Retour à l’accueil/ }));
    expect(await screen.findByRole('heading', { name: welcome })).toBeInTheDocument();
  });

  it('shows it to a signed-out visitor too, without sending them to sign in', async () => {
    const app = renderApp('/nulle-part', { user: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(app.currentPath()).toBe('/nulle-part');
  });
});

describe('menu', () => {
  it('lists the declared areas, "Médias" and, on an allowed host, "Tests"', async () => {
    renderApp('/');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: /Médias/ })).toBeInTheDocument());
    expect(within(menu).getByRole('menuitem', { name: /Tests/ })).toHaveAttribute('href', '#/tests');
    expect(within(menu).getByRole('menuitem', { name: /Médias/ })).toHaveAttribute('href', '#/media');
    expect(within(menu).getByRole('menuitem', { name: /hashtag/i })).toHaveAttribute('href', '#/hashtags');
  });
});

describe('the app’s router', () => {
  it('is the one the start-up created before the first render: the screens follow where it goes', async () => {
    const app = renderApp('/', { startupRouter: true });
    expect(await screen.findByRole('heading', { name: welcome })).toBeInTheDocument();
    await act(() => app.router?.navigate('/history'));
    expect(
      (await screen.findAllByRole('heading', { name: 'Journal des modifications' }))[0],
    ).toBeInTheDocument();
    expect(app.currentPath()).toBe('/history');
  });
});
