/**
 * A list's row opens the edit form only of a record the person may edit, decided record by record
 * from the rules already read (no request per row): a staff session edits its school's pupils and
 * its own profile, not an account of another school; nor a school, which it may only list and show.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queriesSettled } from '../../support/settled';
import { screenWidth } from '../engine/support/screenWidth';
import { label } from '../engine/support/ui';
import { startAreas } from '../resources/support/startAreas';
import { permissionsHandler, STAFF_USER, staffAnswer } from './support/permissionsAnswers';
import { signedInAs } from './support/signedInAs';

const CLICKABLE = 'RaDataTable-clickableRow';

/** A staff session of school 1 on `route`; the users' list also holds its own profile and a teacher of school 2. */
async function listAsStaff(route: string, firstRow: string) {
  const permissions = permissionsHandler(staffAnswer(1));
  const { app } = startAreas(route, {
    authProvider: signedInAs(STAFF_USER),
    handlers: [permissions.handler],
    before: (api) =>
      api.rows.users.push(
        {
          id: STAFF_USER.id,
          first_name: 'Paul',
          last_name: 'Ménard',
          email: STAFF_USER.email,
          role: 'staff',
          etablissement_id: 1,
          classes: [],
          active: true,
        },
        {
          id: 30,
          first_name: 'Grace',
          last_name: 'Hopper',
          email: 'grace@example.org',
          role: 'teacher',
          etablissement_id: 2,
          classes: [],
          active: true,
        },
      ),
  });
  await screen.findByText(firstRow);
  await queriesSettled(app.queryClient);
  return { app, permissions, user: userEvent.setup() };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('a staff session clicking the rows of the users list', () => {
  it('opens a pupil of its school and its own profile, each by one rights read for the whole page', async () => {
    const { app, permissions, user } = await listAsStaff('/users', 'Turing');
    expect(rowOf('Turing')).toHaveClass(CLICKABLE);
    expect(rowOf('Ménard')).toHaveClass(CLICKABLE);
    expect(permissions.calls.count).toBe(1);

    await user.click(rowOf('Turing'));
    await waitFor(() => expect(app.location()).toBe('/users/2'));
    expect(await screen.findByLabelText(label('Prénom'))).toHaveValue('Alan');
  });

  it('opens its own profile', async () => {
    const { app, user } = await listAsStaff('/users', 'Ménard');
    await user.click(rowOf('Ménard'));
    await waitFor(() => expect(app.location()).toBe(`/users/${STAFF_USER.id}`));
  });

  it('does not open the edit form of a teacher of another school, nor show a pointer on its row', async () => {
    const { app, user } = await listAsStaff('/users', 'Hopper');
    const row = rowOf('Hopper');
    expect(row).not.toHaveClass(CLICKABLE);
    await user.click(row);
    await queriesSettled(app.queryClient);
    expect(app.location()).toBe('/users');
    expect(screen.queryByRole('button', { name: /Enregistrer/ })).not.toBeInTheDocument();
  });
});

describe('a staff session clicking the rows of the schools list', () => {
  it('opens nothing: it may list and show the schools, not edit them', async () => {
    const { app, user } = await listAsStaff('/etablissements', 'Lycée Victor Hugo');
    const row = rowOf('Lycée Victor Hugo');
    expect(row).not.toHaveClass(CLICKABLE);
    await user.click(row);
    await queriesSettled(app.queryClient);
    expect(app.location()).toBe('/etablissements');
    expect(screen.queryByRole('button', { name: /Enregistrer/ })).not.toBeInTheDocument();
  });
});

describe('a staff session on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has a line that opens a pupil of its school, and none for a teacher of another school', async () => {
    screenWidth(390);
    const { app } = await listAsStaff('/users', 'Alan Turing');
    expect(await screen.findByRole('link', { name: /^Alan Turing/ })).toBeInTheDocument();
    await queriesSettled(app.queryClient);
    expect(screen.getByText('Grace Hopper').closest('a, button')).toBeNull();
  });
});
