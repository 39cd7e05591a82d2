/**
 * A phone's cold load of a list while index.html's loader holds the app's code back: the cold
 * start paints the first page's names as plain lines, then starts the app, whose own read of the
 * page takes the same answer. The loader is the boundary here: its start function is a spy.
 */
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import activities from '../../../resources/activities';
import { coldStart } from '../../../src/app/coldStart';
import { HELD_START_GLOBAL } from '../../../src/app/loaderContract';
import { declarations } from '../../../src/engine/declarations';
import { firstPageParams } from '../../../src/engine/list/listDefaults';
import { listScreenOnItsWay, loadedListScreen } from '../../../src/engine/listScreen';
import { createDataProvider } from '../../../src/providers/data/dataProvider';
import { clearSession, writeSession } from '../../../src/providers/http/tokenStorage';
import { server } from '../../support/mswServer';

const LOADING_LINE = 'EduAdmin · Chargement…';
const held = window as unknown as Record<string, unknown>;

/** What the loader leaves while it holds the app back; the spy notes what the page showed then. */
function holdTheApp() {
  const shownAtStart: string[][] = [];
  const start = vi.fn(() => {
    shownAtStart.push([...document.querySelectorAll('#root li')].map((line) => line.textContent ?? ''));
    delete held[HELD_START_GLOBAL];
  });
  held[HELD_START_GLOBAL] = start;
  return { start, shownAtStart };
}

function answerPage(path: string, rows: unknown[] | 'error', wait = 0) {
  const calls: string[] = [];
  server.use(
    http.get(`*/api/${path}`, async ({ request }) => {
      calls.push(new URL(request.url).search);
      if (wait) await delay(wait);
      if (rows === 'error') return HttpResponse.json({ detail: 'Panne' }, { status: 500 });
      return HttpResponse.json(rows, { headers: { 'X-Total-Count': String(rows.length) } });
    }),
  );
  return calls;
}

const lines = () => [...document.querySelectorAll('#root li')].map((line) => line.textContent);

describe('a phone’s cold load of a list, the app held back', () => {
  beforeEach(() => {
    document.body.innerHTML = `<div id="root"><p>${LOADING_LINE}</p></div>`;
    writeSession('jeton-tel', { id: 1 });
  });
  afterEach(() => {
    delete held[HELD_START_GLOBAL];
    clearSession();
    document.body.innerHTML = '';
  });

  it('paints the page’s names as lines, then starts the app, which reads the same answer', async () => {
    const calls = answerPage('activities', [
      { id: 1, title: 'Boussole' },
      { id: 2, title: 'Sextant' },
    ]);
    const { start, shownAtStart } = holdTheApp();
    coldStart('/activities', declarations);
    await vi.waitFor(() => expect(start).toHaveBeenCalledOnce());
    // The lines were on the page when the app was asked for, under a busy frame.
    expect(shownAtStart).toEqual([['Boussole', 'Sextant']]);
    expect(document.querySelector('#root [aria-busy="true"]')).not.toBeNull();
    expect(document.getElementById('root')?.textContent).not.toContain(LOADING_LINE);
    // The list screen's code is asked for with the app's.
    expect(listScreenOnItsWay() ?? loadedListScreen()).toBeDefined();

    const page = await createDataProvider(declarations).getList('activities', firstPageParams(activities));
    expect(page.data.map((row) => row.title)).toEqual(['Boussole', 'Sextant']);
    expect(calls).toHaveLength(1);
  });

  it('names each record as its declaration says (users: first and last name)', async () => {
    answerPage('users', [{ id: 7, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org' }]);
    const { start } = holdTheApp();
    coldStart('/users', declarations);
    await vi.waitFor(() => expect(start).toHaveBeenCalledOnce());
    expect(lines()).toEqual(['Ada Lovelace']);
  });

  it('paints nothing for a failed or empty page, and starts the app, which shows those', async () => {
    answerPage('activities', 'error');
    const failed = holdTheApp();
    coldStart('/activities', declarations);
    await vi.waitFor(() => expect(failed.start).toHaveBeenCalledOnce());
    expect(document.getElementById('root')?.textContent).toBe(LOADING_LINE);

    answerPage('activities', []);
    const empty = holdTheApp();
    coldStart('/activities', declarations);
    await vi.waitFor(() => expect(empty.start).toHaveBeenCalledOnce());
    expect(document.getElementById('root')?.textContent).toBe(LOADING_LINE);
  });

  it('starts the app at once for an address that is not a generated list, without reading a page', () => {
    const calls = answerPage('activities', [{ id: 1, title: 'Boussole' }]);
    const { start } = holdTheApp();
    expect(coldStart('/activities/1', declarations)).toBeUndefined();
    expect(start).toHaveBeenCalledOnce();
    expect(calls).toEqual([]);
  });

  it('leaves the page alone once the loader has started the app on its own', async () => {
    answerPage('activities', [{ id: 1, title: 'Boussole' }], 100);
    const { start } = holdTheApp();
    coldStart('/activities', declarations);
    // The loader's time limit: it starts the app, which owns the root from then on.
    delete held[HELD_START_GLOBAL];
    await vi.waitFor(() => expect(start).toHaveBeenCalledOnce());
    expect(lines()).toEqual([]);
    expect(document.getElementById('root')?.textContent).toBe(LOADING_LINE);
  });
});
