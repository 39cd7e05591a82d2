/**
 * The app bar on a phone (390 px): every page names itself there, test dashboard included, and the
 * language switch is an icon that leaves the title its room.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../support/renderApp';
import { screenWidth } from '../engine/support/screenWidth';

describe('the app bar on a phone', { timeout: 60_000 }, () => {
  beforeEach(() => screenWidth(390));
  afterEach(() => vi.unstubAllGlobals());

  it('titles the test dashboard', async () => {
    renderApp('/tests', { testDashboardAllowed: true });
    const bar = await screen.findByRole('banner');
    expect(await within(bar).findByText('Tableau de bord des tests')).toBeInTheDocument();
  });

  it('switches the language from an icon named with the current language, not the language’s name', async () => {
    const app = renderApp('/');
    const bar = await screen.findByRole('banner');
    const button = await within(bar).findByRole('button', { name: 'Langue : Français' });
    expect(button).not.toHaveTextContent('Français');
    await app.user.click(button);
    await app.user.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(
      await screen.findByRole('button', { name: 'Language: English' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
