import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/renderApp';

describe('the sign-in form', () => {
  it('asks for both fields before sending anything', async () => {
    let posted = 0;
    const app = renderApp('/login', {
      user: false,
      handlers: [
        http.post('*/login', () => {
          posted += 1;
          return HttpResponse.json({ detail: 'non' }, { status: 401 });
        }),
      ],
    });
    await app.user.click(await screen.findByRole('button', { name: 'Connexion' }));
    expect(screen.getAllByText('Ce champ est requis')).toHaveLength(2);

    await app.user.type(screen.getByLabelText(/Adresse e-mail/), 'alice@eduadmin.fr');
    await app.user.click(screen.getByRole('button', { name: 'Connexion' }));
    expect(screen.getAllByText('Ce champ est requis')).toHaveLength(1);
    expect(screen.getByLabelText(/Mot de passe/)).toHaveAccessibleDescription('Ce champ est requis');
    expect(posted).toBe(0);
  });

  it('keeps what was typed when the server refuses, and shows or hides the password', async () => {
    const app = renderApp('/login', {
      user: false,
      handlers: [
        http.post('*/login', () =>
          HttpResponse.json({ detail: 'Adresse e-mail ou mot de passe incorrect' }, { status: 401 }),
        ),
      ],
    });
    const email = await screen.findByLabelText(/Adresse e-mail/);
    const password = screen.getByLabelText(/Mot de passe/);
    await app.user.type(email, 'alice@eduadmin.fr');
    await app.user.type(password, 'faux-secret');
    expect(password).toHaveAttribute('type', 'password');
    await app.user.click(screen.getByRole('button', { name: 'Montrer le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
    await app.user.click(screen.getByRole('button', { name: 'Cacher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'password');

    await app.user.click(screen.getByRole('button', { name: 'Connexion' }));
    expect(await screen.findByText('Adresse e-mail ou mot de passe incorrect')).toBeInTheDocument();
    expect(email).toHaveValue('alice@eduadmin.fr');
    expect(password).toHaveValue('faux-secret');
    expect(app.currentPath()).toBe('/login');
  });
});
