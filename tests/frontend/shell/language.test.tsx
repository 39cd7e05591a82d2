import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/renderApp';

describe('languages', () => {
  it('starts in French and switches to English from the app bar', async () => {
    const app = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Bienvenue, Alice Martin' })).toBeInTheDocument();
    // The page entries come once the person's rights are read.
    expect(
      await within(screen.getByRole('menu')).findByRole('menuitem', { name: /Médias/ }),
    ).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Français' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'English' }));

    // The English messages are a chunk of their own, loaded on this first switch.
    expect(await screen.findByRole('heading', { name: 'Welcome, Alice Martin' })).toBeInTheDocument();
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: /Media/ })).toHaveAttribute(
      'href',
      '#/media',
    );
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Home' })).toBeInTheDocument();
  });
});
