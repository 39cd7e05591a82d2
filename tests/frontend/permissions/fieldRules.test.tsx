/** Field rules in the forms and lists: the choices a role may give, and the fields it may not see. */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queriesSettled } from '../../support/settled';
import { label } from '../engine/support/ui';
import { startAreas } from '../resources/support/startAreas';
import { permissionsHandler, STAFF_USER, staffAnswer } from './support/permissionsAnswers';
import { signedInAs } from './support/signedInAs';

describe('field rules', () => {
  it("offers staff only the roles « Élève » and « Enseignant » in a user's role", async () => {
    const authProvider = signedInAs(STAFF_USER);
    startAreas('/users/create', { authProvider, handlers: [permissionsHandler(staffAnswer()).handler] });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: label('Rôle') }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Élève', 'Enseignant']);
  });

  it('leaves a hidden field out of the list and the form', async () => {
    const answer = staffAnswer();
    answer.fields.users = { ...answer.fields.users, email: { hidden: true } };
    const authProvider = signedInAs(STAFF_USER);
    const { app } = startAreas('/users', { authProvider, handlers: [permissionsHandler(answer).handler] });
    expect(await screen.findByText('Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Nom/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Adresse e-mail/ })).not.toBeInTheDocument();
    expect(screen.queryByText('ada@example.org')).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Lovelace'));
    expect(await screen.findByLabelText(label('Nom'))).toBeInTheDocument();
    await queriesSettled(app.queryClient);
    expect(screen.queryByLabelText(label('Adresse e-mail'))).not.toBeInTheDocument();
  });
});
