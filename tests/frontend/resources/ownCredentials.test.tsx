/**
 * Changing one's own password or e-mail asks for the current password (the server refuses the
 * change without it): the users form shows the input on the signed-in person's own account only,
 * sends it as `current_password`, and shows the server's refusal on it.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../../src/providers/auth/authProvider';
import { clearSession, writeSession } from '../../../src/providers/http/tokenStorage';
import { request, save, typeInto } from '../engine/support/ui';
import { startAreas } from './support/startAreas';

const CURRENT = /^Mot de passe actuel/;

/** Ada (id 1 in the seed) is signed in. */
beforeEach(() => writeSession('jeton-ada', { id: 1, first_name: 'Ada', last_name: 'Lovelace' }));
afterEach(() => clearSession());

async function openUser(id: number, options: Parameters<typeof startAreas>[1] = {}) {
  const started = startAreas(`/users/${id}`, { ...options, authProvider: createAuthProvider() });
  await screen.findByRole('button', { name: 'Enregistrer' });
  await screen.findByDisplayValue(id === 1 ? 'Lovelace' : 'Turing');
  return started;
}

describe('changing one’s own credentials from the users form', () => {
  it('asks for the current password once one’s own password is typed, and sends it', async () => {
    const { api } = await openUser(1);
    expect(screen.queryByLabelText(CURRENT)).not.toBeInTheDocument();

    typeInto('Mot de passe', 'nouveau-secret');
    await screen.findByLabelText(CURRENT);
    expect(
      screen.getByText('Requis pour changer votre propre mot de passe ou votre adresse e-mail.'),
    ).toBeVisible();
    typeInto('Mot de passe actuel', 'ancien-secret');
    await save();

    const put = await request(api, 'PUT', '/api/users/1');
    expect(put.body).toMatchObject({ password: 'nouveau-secret', current_password: 'ancien-secret' });
  });

  it('asks for it when one’s own e-mail changes', async () => {
    const { api } = await openUser(1);
    typeInto('Adresse e-mail', 'ada.byron@example.org');
    await screen.findByLabelText(CURRENT);
    typeInto('Mot de passe actuel', 'ancien-secret');
    await save();

    const put = await request(api, 'PUT', '/api/users/1');
    expect(put.body).toMatchObject({ email: 'ada.byron@example.org', current_password: 'ancien-secret' });
  });

  it('shows the server’s refusal on the current password, keeping what was typed', async () => {
    // The data provider logs the failed call in development; asserted below.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = await openUser(1, {
      handlers: [
        http.put('/api/users/1', () =>
          HttpResponse.json(
            {
              detail: [
                {
                  loc: ['body', 'current_password'],
                  msg: 'Mot de passe actuel incorrect',
                  type: 'value_error',
                },
              ],
            },
            { status: 422 },
          ),
        ),
      ],
    });
    typeInto('Mot de passe', 'nouveau-secret');
    await screen.findByLabelText(CURRENT);
    typeInto('Mot de passe actuel', 'pas-le-bon');
    await save();

    const current = screen.getByLabelText(CURRENT);
    await waitFor(() => expect(current).toHaveAccessibleDescription('Mot de passe actuel incorrect'));
    expect(current).toHaveValue('pas-le-bon');
    expect(screen.getByLabelText(/^Mot de passe(\s\*)?$/)).toHaveValue('nouveau-secret');
    expect(api.sent('PUT', '/api/users')).toHaveLength(0);
    expect(errors).toHaveBeenCalled();
  });

  it('neither shows nor sends it on someone else’s account', async () => {
    const { api } = await openUser(2);
    typeInto('Mot de passe', 'nouveau-secret');
    typeInto('Adresse e-mail', 'alan.t@example.org');
    await save();

    const put = await request(api, 'PUT', '/api/users/2');
    expect(put.body).toMatchObject({ password: 'nouveau-secret', email: 'alan.t@example.org' });
    expect(put.body).not.toHaveProperty('current_password');
    expect(screen.queryByLabelText(CURRENT)).not.toBeInTheDocument();
  });

  it('neither shows nor sends it when creating an account', async () => {
    const { api } = startAreas('/users/create', { authProvider: createAuthProvider() });
    await screen.findByRole('button', { name: 'Enregistrer' });
    typeInto('Prénom', 'Grace');
    typeInto('Nom', 'Hopper');
    typeInto('Adresse e-mail', 'grace@example.org');
    typeInto('Mot de passe', 'compilateur');
    expect(screen.queryByLabelText(CURRENT)).not.toBeInTheDocument();
    await save();

    const post = await request(api, 'POST', '/api/users');
    expect(post.body).toMatchObject({ email: 'grace@example.org', password: 'compilateur' });
    expect(post.body).not.toHaveProperty('current_password');
  });
});
