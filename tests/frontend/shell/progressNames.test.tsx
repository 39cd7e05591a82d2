/**
 * Every progress indicator the app shows while a list loads is named for assistive technology
 * (axe's aria-progressbar-name): the list's own line and the app bar's spinner, which react-admin
 * draws without a name. A browser test caught the spinner unnamed when it ran while a read was
 * still on its way.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../support/renderApp';

const themes = [{ id: 1, name: 'Géométrie', description: '', color: '#43a047', position: 1, active: true }];

describe('progress indicators', () => {
  it('are all named while a list loads, the app bar’s spinner included', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    renderApp('/themes', {
      handlers: [
        http.get('*/api/themes', async () => {
          await held;
          return HttpResponse.json(themes, { headers: { 'X-Total-Count': String(themes.length) } });
        }),
      ],
    });
    // The app bar's buttons come a render later, in their own chunk.
    const spinner = await within(await screen.findByRole('banner')).findByRole('progressbar');
    expect(spinner).toHaveAccessibleName('Chargement…');
    await waitFor(() => expect(screen.getAllByRole('progressbar').length).toBeGreaterThan(1));
    for (const indicator of screen.getAllByRole('progressbar')) expect(indicator).toHaveAccessibleName();
    release();
    expect(await screen.findByText('Géométrie')).toBeInTheDocument();
  });
});
