/** A scoped rule follows the record: staff may edit and delete its school's pupils, not another school's. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queriesSettled } from '../../support/settled';
import { label } from '../engine/support/ui';
import { startAreas } from '../resources/support/startAreas';
import { permissionsHandler, STAFF_USER, staffAnswer } from './support/permissionsAnswers';
import { signedInAs } from './support/signedInAs';

function startAsStaff(route: string) {
  const authProvider = signedInAs(STAFF_USER);
  return startAreas(route, {
    authProvider,
    handlers: [permissionsHandler(staffAnswer(1)).handler],
    before: (api) =>
      api.rows.users.push({
        id: STAFF_USER.id,
        first_name: 'Paul',
        last_name: 'Personnel',
        email: STAFF_USER.email,
        role: 'staff',
        etablissement_id: 1,
        classes: [],
        active: true,
      }),
  });
}

describe("a staff session on a user's form", () => {
  it('may save and delete a pupil of its own establishment', async () => {
    startAsStaff('/users/2');
    expect(await screen.findByRole('button', { name: /Supprimer/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Enregistrer/ })).toBeInTheDocument();
  });

  it('may change its own name but neither delete its account nor change its role', async () => {
    const { app } = startAsStaff(`/users/${STAFF_USER.id}`);
    expect(await screen.findByRole('button', { name: /Enregistrer/ })).toBeInTheDocument();
    expect(screen.getByLabelText(label('Prénom'))).toHaveValue('Paul');
    await queriesSettled(app.queryClient);
    expect(screen.queryByRole('button', { name: /Supprimer/ })).not.toBeInTheDocument();
    // The role is shown, not offered for change.
    expect(screen.queryByRole('combobox', { name: label('Rôle') })).not.toBeInTheDocument();
    expect(screen.getByText('Personnel')).toBeInTheDocument();
  });
});
