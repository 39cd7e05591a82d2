import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import themes from '../../../resources/themes';
import { http, HttpResponse } from 'msw';
import activities from '../../../resources/activities';
import { sendEarlyReads } from '../../../src/boot/earlyReads';
import { startApp } from '../../../src/boot/startApp';
import { screenWidth } from '../engine/support/screenWidth';
import { clearSession, writeSession } from '../../../src/providers/http/tokenStorage';
import { server } from '../../support/mswServer';
import { ACTIVITY_TYPES, LANGUAGES } from '../engine/support/fakeApi';
import type { Root } from 'react-dom/client';

let mounted: Root | null = null;
let container: HTMLDivElement;

function makeRoot(): HTMLDivElement {
  container = document.createElement('div');
  container.id = 'root';
  document.body.appendChild(container);
  return container;
}

afterEach(() => {
  if (mounted) act(() => mounted?.unmount());
  mounted = null;
  container?.remove();
});

describe('start-up (spec 1)', () => {
  it('mounts the app into the root element', async () => {
    const root = makeRoot();
    window.location.hash = '#/login';
    await act(async () => {
      mounted = startApp(root);
    });
    expect(mounted).not.toBeNull();
    expect(await screen.findByLabelText(/Adresse e-mail/)).toBeInTheDocument();
    expect(root).not.toBeEmptyDOMElement();
  });

  it('logs the error and mounts nothing when a provider cannot be built', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = makeRoot();
    // The same area declared twice: the data provider refuses to build.
    mounted = startApp(root, { declarations: [themes, themes] });
    expect(mounted).toBeNull();
    expect(root).toBeEmptyDOMElement();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0].at(-1))).toMatch(/themes/);
  });

  it('logs the error when the page has no root element', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(startApp(document.getElementById('missing-root'))).toBeNull();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(document.body).toBeEmptyDOMElement();
  });
});

describe('start-up on a list address (early reads)', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows the rows of the page asked for early, read from the server once', async () => {
    const calls: string[] = [];
    server.use(
      http.get('*/api/themes', ({ request }) => {
        calls.push(new URL(request.url).search);
        return HttpResponse.json(
          [{ id: 7, name: `Thème lu ${calls.length} fois`, color: '#336699', position: 1, active: true }],
          { headers: { 'X-Total-Count': '1' } },
        );
      }),
    );
    writeSession('jeton-1', { id: 1, first_name: 'Alice', last_name: 'Martin' });
    window.location.hash = '#/themes';
    sendEarlyReads('/themes', [themes]);
    // Reads are counted as they are sent, not as they reach the fake server: no waiting for them.
    const sent = vi.spyOn(globalThis, 'fetch');
    const themeReads = () => sent.mock.calls.filter(([url]) => String(url).includes('/api/themes'));
    const root = makeRoot();
    await act(async () => {
      mounted = startApp(root, { declarations: [themes] });
    });

    expect(await screen.findByText('Thème lu 1 fois')).toBeInTheDocument();
    // The early page counts as just read: mounting the list asks for it no second time. A second
    // read would be sent as the list subscribes to its page, in the effects this act flushes.
    await act(async () => {});
    expect(themeReads()).toEqual([]);
    expect(calls).toEqual(['?skip=0&limit=25&sort=position&order=asc']);
    expect(screen.getByText('Thème lu 1 fois')).toBeInTheDocument();
  });

  it('on a phone, shows the early page as the list’s own lines (one per record, its name), read once', async () => {
    // A phone held upright.
    screenWidth(390);
    const calls: string[] = [];
    server.use(
      http.get('*/api/activities', ({ request }) => {
        calls.push(new URL(request.url).search);
        return HttpResponse.json(
          [
            { id: 1, title: 'Boussole', type: 'quiz', language: 'fr', theme_id: 8, active: true },
            { id: 2, title: 'Sextant', type: 'quiz', language: 'fr', theme_id: 8, active: true },
          ],
          { headers: { 'X-Total-Count': '2' } },
        );
      }),
      // The option lists of the columns a phone's line shows under the name.
      http.get('*/api/config/activity-types', () => HttpResponse.json(ACTIVITY_TYPES)),
      http.get('*/api/config/languages', () => HttpResponse.json(LANGUAGES)),
    );
    writeSession('jeton-tel', { id: 1, first_name: 'Alice', last_name: 'Martin' });
    window.location.hash = '#/activities';
    sendEarlyReads('/activities', [activities, themes]);
    const root = makeRoot();
    await act(async () => {
      mounted = startApp(root, { declarations: [activities, themes] });
    });
    const line = await screen.findByRole('link', { name: /^Sextant/ });
    const lines = [...(line.closest('ul')?.querySelectorAll('a') ?? [])].map(
      (link) => link.querySelector('.MuiListItemText-primary > div')?.firstChild?.textContent,
    );
    expect(lines).toEqual(['Boussole', 'Sextant']);
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls).toEqual(['?skip=0&limit=25&sort=updated_at&order=desc']);
  });
});
