import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../support/renderApp';
import { advance, advanceUntil, installFakeClock } from './fakeClock';

describe('notifications (spec 9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows other messages for the general 5000 ms, at the bottom', async () => {
    installFakeClock();
    renderApp('/login', {
      user: false,
      handlers: [
        http.post('*/login', () => HttpResponse.json({ detail: 'Identifiants invalides' }, { status: 401 })),
      ],
    });
    await advanceUntil(() => expect(screen.getByLabelText(/Adresse e-mail/)).toBeInTheDocument());
    fireEvent.change(screen.getByLabelText(/Adresse e-mail/), { target: { value: 'alice@eduadmin.fr' } });
    fireEvent.change(screen.getByLabelText(/Mot de passe/), { target: { value: 'faux' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connexion' }));

    await advanceUntil(() => expect(screen.getByText('Identifiants invalides')).toBeInTheDocument());
    expect(screen.getByText('Identifiants invalides').closest('.MuiSnackbar-root')).toHaveClass(
      'MuiSnackbar-anchorOriginBottomCenter',
    );
    await advance(4700);
    expect(screen.getByText('Identifiants invalides')).toBeInTheDocument();
    await advance(800);
    expect(screen.queryByText('Identifiants invalides')).not.toBeInTheDocument();
  });
});
