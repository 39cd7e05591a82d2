/**
 * One file is enough: the README's example declaration, with no i18n entry and no component, gets
 * a menu entry, a list, create and edit screens labelled with humanised names, and its rules in the
 * form (tests/server/fixtureResource.test.ts serves the same file from the real server).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../support/mswServer';
import { rooms } from '../../support/roomsArea';
import { fakeApi } from './support/fakeApi';
import { renderAdmin } from './support/renderAdmin';
import { request, save, selectOption, typeInto } from './support/ui';

function start(route: string) {
  const api = fakeApi([rooms], {
    rooms: [{ id: 1, name: 'Salle Curie', capacity: 30, layout: 'u_shape', active: true }],
  });
  server.use(...api.handlers);
  // The app's own i18n provider: nothing is translated for this area.
  const app = renderAdmin({ declarations: [rooms], route, withMenu: true });
  return { api, app };
}

describe('an area declared in one file, untranslated', () => {
  it('is in the menu and lists its records under humanised column names', async () => {
    start('/rooms');
    expect(screen.getByRole('menuitem', { name: /Rooms/ })).toHaveAttribute('href', '/rooms');
    const row = (await screen.findByText('Salle Curie')).closest('tr') as HTMLElement;
    expect(within(row).getByText('30')).toBeInTheDocument();
    expect(within(row).getByText('U shape')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent?.trim());
    expect(headers).toEqual(expect.arrayContaining(['Name', 'Capacity', 'Layout', 'Active']));
    expect(document.body.textContent).not.toContain('resources.rooms');
  });

  it('creates a record, refusing in the form what its rules refuse', async () => {
    const { api } = start('/rooms/create');
    await screen.findByLabelText(/^Name/);
    typeInto('Name', 'Salle Pasteur');
    await selectOption('Layout', 'U shape');
    typeInto('Capacity', '900');
    await save();
    expect(await screen.findByText('La valeur doit être inférieure ou égale à 500')).toBeInTheDocument();
    expect(api.sent('POST', '/api/rooms')).toEqual([]);
    typeInto('Capacity', '40');
    await save();
    const post = await request(api, 'POST', '/api/rooms');
    expect(post.body).toEqual({ name: 'Salle Pasteur', capacity: 40, layout: 'u_shape', active: true });
  });

  it('edits a record', async () => {
    // Leaving a saved record restores the list's scroll position, which jsdom does not implement.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { api, app } = start('/rooms/1');
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Salle Curie'));
    typeInto('Name', 'Salle Marie Curie');
    await save();
    const put = await request(api, 'PUT', '/api/rooms/1');
    expect(put.body).toMatchObject({ name: 'Salle Marie Curie', capacity: 30, active: true });
    await waitFor(() => expect(app.location()).toBe('/rooms'));
    expect(document.body.textContent).not.toContain('resources.rooms');
  });
});
