import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import themes from '../../../resources/themes';
import { http, HttpResponse } from 'msw';
import { localStorageStore } from 'react-admin';
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
  /** The app's react-admin store, and where it keeps the activities list's parameters. */
  const appStore = localStorageStore(undefined, 'EduAdmin');
  const KEPT_PARAMS = 'activities.listParams';
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
    appStore.removeItem(KEPT_PARAMS);
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

  /**
   * The list's rows each time the page changes, from the list screen's first appearance
   * (react-admin's list area, `.RaList-main`): an empty entry while it shows no row.
   */
  function watchTable(root: HTMLElement): string[][] {
    const seen: string[][] = [];
    const observer = new MutationObserver(() => {
      if (!root.querySelector('.RaList-main')) return;
      const rows = root.querySelectorAll('table tbody tr');
      seen.push([...rows].map((row) => (row.textContent ?? '').trim()));
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return seen;
  }

  function serveActivities(pages: Record<string, { title: string; theme_id: number }[]>) {
    const calls: string[] = [];
    server.use(
      http.get('*/api/activities', ({ request }) => {
        const search = new URL(request.url).search;
        calls.push(search);
        const rows = (pages[search] ?? []).map((row, index) => ({ id: index + 1, active: true, ...row }));
        return HttpResponse.json(rows, { headers: { 'X-Total-Count': '60' } });
      }),
      http.get('*/api/themes', ({ request }) => {
        const ids = new URL(request.url).searchParams.getAll('id').map(Number);
        const names: Record<number, string> = { 8: 'Sciences', 3: 'Arts' };
        return HttpResponse.json(
          ids.map((id) => ({ id, name: names[id], color: '#336699', position: id, active: true })),
          { headers: { 'X-Total-Count': String(ids.length) } },
        );
      }),
      http.get('*/api/config/activity-types', () => HttpResponse.json(ACTIVITY_TYPES)),
      http.get('*/api/config/languages', () => HttpResponse.json(LANGUAGES)),
    );
    return calls;
  }

  const FIRST_PAGE = '?skip=0&limit=25&sort=updated_at&order=desc';
  const onePage = (title: string, count = 25) =>
    Array.from({ length: count }, (_, index) => ({
      title: `${title} ${index + 1}`,
      theme_id: index % 2 ? 3 : 8,
    }));

  /**
   * A signed-in cold start of `#/activities` whose early reads are in before the app starts, at
   * `address` (the list's own by default): the list's rows as watchTable sees them.
   */
  async function startWithEarlyReads(address = '#/activities'): Promise<string[][]> {
    writeSession('jeton-2', { id: 1, first_name: 'Alice', last_name: 'Martin' });
    window.location.hash = '#/activities';
    await sendEarlyReads('/activities', [activities, themes]).settled;
    window.location.hash = address;
    const root = makeRoot();
    const seen = watchTable(root);
    await act(async () => {
      mounted = startApp(root, { declarations: [activities, themes] });
    });
    return seen;
  }

  it('shows the early page, once in, with the list screen itself: never the list without its rows and their themes', async () => {
    serveActivities({ [FIRST_PAGE]: onePage('Boussole') });
    const seen = await startWithEarlyReads();
    expect(await screen.findByText('Boussole 25')).toBeInTheDocument();
    // The list screen shows first with the page's rows, each with its theme's name.
    expect(seen[0]).toHaveLength(25);
    expect(seen[0][0]).toContain('Boussole 1');
    expect(seen[0][0]).toContain('Sciences');
    expect(seen[0][1]).toContain('Arts');
  });

  it('does not take the early first page for the page the list keeps from last time', async () => {
    const calls = serveActivities({
      [FIRST_PAGE]: onePage('Boussole'),
      '?skip=25&limit=25&sort=updated_at&order=desc': onePage('Sextant'),
    });
    // What react-admin kept of the list when it was left on its second page, in the app's store.
    appStore.setItem(KEPT_PARAMS, { sort: 'updated_at', order: 'DESC', page: 2, perPage: 25, filter: {} });
    const seen = await startWithEarlyReads();
    expect(await screen.findByText('Sextant 25')).toBeInTheDocument();
    expect(seen.flat().join(' ')).not.toContain('Boussole');
    expect(calls).toContain('?skip=25&limit=25&sort=updated_at&order=desc');
  });

  it('does not take the early first page for a list address that asks for another', async () => {
    serveActivities({
      [FIRST_PAGE]: onePage('Boussole'),
      '?skip=0&limit=25&sort=updated_at&order=desc&q=sextant': onePage('Sextant', 3),
    });
    // A link to the list searched, followed once the early reads were sent.
    const seen = await startWithEarlyReads(
      `#/activities?filter=${encodeURIComponent(JSON.stringify({ q: 'sextant' }))}`,
    );
    expect(await screen.findByText('Sextant 3')).toBeInTheDocument();
    expect(seen.flat().join(' ')).not.toContain('Boussole');
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
