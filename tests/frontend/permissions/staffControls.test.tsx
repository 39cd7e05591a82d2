/** A staff session: the list toolbars and the rows offer only what the person's rights allow. */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { queriesSettled } from '../../support/settled';
import { startAreas } from '../resources/support/startAreas';
import { permissionsHandler, STAFF_USER, staffAnswer } from './support/permissionsAnswers';
import { signedInAs } from './support/signedInAs';

function startAsStaff(route: string) {
  const authProvider = signedInAs(STAFF_USER);
  return startAreas(route, { authProvider, handlers: [permissionsHandler(staffAnswer()).handler] });
}

describe('a staff session in the lists', () => {
  it('sees no create, import nor export in an area it may only list and show', async () => {
    const { app } = startAsStaff('/etablissements');
    await screen.findByText('Lycée Victor Hugo');
    await queriesSettled(app.queryClient);
    expect(screen.queryByRole('link', { name: /Créer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Importer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Exporter/ })).not.toBeInTheDocument();
    // Nothing to do on several rows: no row checkboxes.
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('finds an empty area it may only list and show said empty, with no invitation to create', async () => {
    const noSchool = http.get('/api/etablissements', () =>
      HttpResponse.json([], { headers: { 'X-Total-Count': '0' } }),
    );
    startAreas('/etablissements', {
      authProvider: signedInAs(STAFF_USER),
      handlers: [permissionsHandler(staffAnswer()).handler, noSchool],
    });
    expect(
      await screen.findByText('Aucun élément dans « Établissements » pour le moment.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Commencez par en créer un.')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Créer/ })).not.toBeInTheDocument();
  });

  it('sees create, import and export in an area open to it', async () => {
    startAsStaff('/themes');
    await screen.findByText('Sciences');
    const toolbar = screen.getByRole('link', { name: /Créer/ }).closest('.MuiToolbar-root') as HTMLElement;
    expect(within(toolbar).getByRole('button', { name: /Importer/ })).toBeInTheDocument();
    expect(await within(toolbar).findByRole('button', { name: /Exporter/ })).toBeInTheDocument();
  });
});
