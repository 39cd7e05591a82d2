/** A staff session: the menu and the home page's cards offer only the areas and pages it may open. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/renderApp';
import { queriesSettled } from '../../support/settled';
import { permissionsHandler, STAFF_USER, staffAnswer } from './support/permissionsAnswers';

function staffWithoutThemes() {
  const answer = staffAnswer();
  answer.rules.push({ action: 'list', subject: 'themes', inverted: true });
  return answer;
}

describe('the menu of a staff session', () => {
  it('lists the areas and pages its rights allow, and nothing else', async () => {
    const app = renderApp('/', {
      user: STAFF_USER,
      handlers: [permissionsHandler(staffWithoutThemes()).handler],
      testDashboardAllowed: true,
    });
    const menu = screen.getByRole('menu');
    expect(await within(menu).findByRole('menuitem', { name: /Activités/ })).toBeInTheDocument();
    expect(await within(menu).findByRole('menuitem', { name: /Journal/ })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: /Utilisateurs/ })).toBeInTheDocument();
    await queriesSettled(app.providers.queryClient);
    expect(within(menu).queryByRole('menuitem', { name: /Thèmes/ })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: /Corbeille/ })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: /Droits/ })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: /Tests/ })).not.toBeInTheDocument();
  });

  it('shows on the home page a card for each area it may list, with "Créer" only where it may create', async () => {
    renderApp('/', { user: STAFF_USER, handlers: [permissionsHandler(staffWithoutThemes()).handler] });
    const activities = await screen.findByRole('region', { name: 'Activités' });
    expect(await within(activities).findByRole('link', { name: /Créer/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Thèmes' })).not.toBeInTheDocument();
    const schools = screen.getByRole('region', { name: 'Établissements' });
    expect(within(schools).queryByRole('link', { name: /Créer/ })).not.toBeInTheDocument();
  });
});
