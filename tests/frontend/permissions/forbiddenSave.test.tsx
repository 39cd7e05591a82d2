/** A save the server refuses (403): its French detail is shown and what the person typed stays in the form. */
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { label, typeInto } from '../engine/support/ui';
import { startAreas } from '../resources/support/startAreas';
import { permissionsHandler, STAFF_USER, staffAnswer } from './support/permissionsAnswers';
import { signedInAs } from './support/signedInAs';

const DETAIL = "Vous n'avez pas le droit de modifier ce champ : couleur";

describe('a save refused with 403', () => {
  it('shows the French detail and keeps the typed values', async () => {
    // react-admin logs every refused call of its data provider; the refusal is what is under test.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const authProvider = signedInAs(STAFF_USER);
    startAreas('/themes/1', {
      authProvider,
      handlers: [
        permissionsHandler(staffAnswer()).handler,
        http.put('*/api/themes/1', () => HttpResponse.json({ detail: DETAIL }, { status: 403 })),
      ],
    });
    await screen.findByDisplayValue('Sciences');
    typeInto('Nom', 'Sciences de la vie');
    fireEvent.click(await screen.findByRole('button', { name: /Enregistrer/ }));
    expect(await screen.findByText(DETAIL)).toBeInTheDocument();
    expect(screen.getByLabelText(label('Nom'))).toHaveValue('Sciences de la vie');
    // Still on the form, still signed in.
    expect(screen.getByRole('button', { name: /Enregistrer/ })).toBeInTheDocument();
    expect(localStorage.getItem('token')).not.toBeNull();
    expect(errors.mock.calls.map(([error]) => (error as Error).message)).toEqual([DETAIL]);
  });
});
