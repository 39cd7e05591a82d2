/**
 * The person's rights are read once a session (GET /api/permissions), and a screen answers its own
 * controls from the rules read: react-admin's canAccess is asked only by react-admin's own parts.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EduAuthProvider } from '../../../src/providers/auth/authProvider';
import type { AccessQuery } from '../../../src/providers/auth/permissions/types';
import { renderApp } from '../../support/renderApp';
import { queriesSettled } from '../../support/settled';
import { startAreas } from '../resources/support/startAreas';
import { permissionsHandler, STAFF_USER, staffAnswer } from './support/permissionsAnswers';
import { signedInAs } from './support/signedInAs';

/** The app's auth provider for a staff session, noting every canAccess question it is asked. */
function staffAskedQuestions() {
  const provider: EduAuthProvider = signedInAs(STAFF_USER);
  const asked: string[] = [];
  const authProvider: EduAuthProvider = {
    ...provider,
    canAccess: (query: AccessQuery) => {
      asked.push(`${query.resource} ${query.action}`);
      return provider.canAccess(query);
    },
  };
  return { authProvider, asked };
}

describe('the rights of a session', () => {
  it('are read once for the home page, two areas and a create form', async () => {
    const permissions = permissionsHandler(staffAnswer());
    const app = renderApp('/', { user: STAFF_USER, handlers: [permissions.handler] });
    const menu = screen.getByRole('menu');
    await screen.findByRole('region', { name: 'Activités' });

    await app.user.click(await within(menu).findByRole('menuitem', { name: /Thèmes/ }));
    await screen.findByText('Aucun élément dans « Thèmes » pour le moment.');
    await app.user.click(within(menu).getByRole('menuitem', { name: /Classes/ }));
    await screen.findByText('Aucun élément dans « Classes » pour le moment.');
    await app.user.click(screen.getAllByRole('link', { name: /Créer/ })[0] as HTMLElement);
    expect(await screen.findByRole('button', { name: /Enregistrer/ })).toBeInTheDocument();
    await queriesSettled(app.providers.queryClient);
    expect(permissions.calls.count).toBe(1);
  });

  it("answer a list's own controls without a question of their own to canAccess", async () => {
    const permissions = permissionsHandler(staffAnswer());
    const { authProvider, asked } = staffAskedQuestions();
    const { app } = startAreas('/themes', { authProvider, handlers: [permissions.handler] });
    await screen.findByText('Sciences');
    expect(screen.getByRole('button', { name: /Importer/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Exporter/ })).toBeInTheDocument();
    await queriesSettled(app.queryClient);
    // react-admin's CreateButton and DataTable ask about « create » and « delete » themselves;
    // import, export and editing a row come from the rules read once.
    expect(new Set(asked)).toEqual(new Set(['themes create', 'themes delete']));
    expect(permissions.calls.count).toBe(1);
  });

  it('show the create link with the rows, however long canAccess takes to answer', async () => {
    const permissions = permissionsHandler(staffAnswer());
    const provider: EduAuthProvider = signedInAs(STAFF_USER);
    // React-admin's own question about « create » is answered only when the test says so.
    let answerCreate: () => void = () => undefined;
    const createAnswered = new Promise<void>((resolve) => {
      answerCreate = resolve;
    });
    const authProvider: EduAuthProvider = {
      ...provider,
      canAccess: async (query: AccessQuery) => {
        if (query.action === 'create') await createAnswered;
        return provider.canAccess(query);
      },
    };
    const { app } = startAreas('/themes', { authProvider, handlers: [permissions.handler] });
    await screen.findByText('Sciences');
    // With the rows and the other buttons, not after: the toolbar does not grow under the reader's eyes.
    expect(screen.getByRole('link', { name: /Créer/ })).toHaveAttribute('href', '/themes/create');
    expect(screen.getByRole('button', { name: /Importer/ })).toBeInTheDocument();
    answerCreate();
    await queriesSettled(app.queryClient);
  });
});
