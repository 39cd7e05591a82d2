import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import activities from '../../../resources/activities';
import { sendEarlyReads, startEarlyReads } from '../../../src/boot/earlyReads';
import { declarations } from '../../../src/engine/declarations';
import { firstPageParams } from '../../../src/engine/list/listDefaults';
import { listScreenOnItsWay, loadedListScreen } from '../../../src/engine/listScreen';
import { sessionRights } from '../../../src/providers/auth/permissions/rightsSession';
import { createDataProvider } from '../../../src/providers/data/dataProvider';
import { EARLY_RESPONSE_MS } from '../../../src/providers/http/earlyResponses';
import { clearSession, writeSession } from '../../../src/providers/http/tokenStorage';
import { server } from '../../support/mswServer';
import { screenWidth } from '../engine/support/screenWidth';

/** Answers the activities list with one record per call, numbered, and counts the calls. */
function countListCalls() {
  const calls: string[] = [];
  server.use(
    http.get('*/api/activities', ({ request }) => {
      calls.push(new URL(request.url).search);
      return HttpResponse.json([{ id: calls.length, title: `Réponse ${calls.length}` }], {
        headers: { 'X-Total-Count': '1' },
      });
    }),
  );
  return calls;
}

const dataProvider = createDataProvider(declarations);

describe('the early reads of a cold list address', () => {
  beforeEach(() => {
    // The option lists the activities' enum cells read; the test about them answers its own.
    server.use(http.get('*/api/config/*', () => HttpResponse.json([])));
  });
  afterEach(() => {
    clearSession();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  // First in the file: no other test has loaded the screen's code yet.
  it('loads the list screen’s code, which the engine then renders without waiting', async () => {
    writeSession('jeton-1', { id: 1 });
    countListCalls();
    expect(loadedListScreen()).toBeUndefined();
    sendEarlyReads('/activities', declarations);
    await listScreenOnItsWay();
    expect(loadedListScreen()).toBeTypeOf('function');
    expect(listScreenOnItsWay()).toBeUndefined();
    await dataProvider.getList('activities', firstPageParams(activities));
  });

  it('asks for the first page once: the list’s own first call gets that answer', async () => {
    writeSession('jeton-1', { id: 1 });
    const calls = countListCalls();
    expect(sendEarlyReads('/activities', declarations).area?.name).toBe('activities');

    const first = await dataProvider.getList('activities', firstPageParams(activities));
    expect(first.data).toEqual([expect.objectContaining({ id: 1, title: 'Réponse 1' })]);
    expect(calls).toEqual(['?skip=0&limit=25&sort=updated_at&order=desc']);

    // The early answer is used once: the next read of the same page goes to the server.
    const again = await dataProvider.getList('activities', firstPageParams(activities));
    expect(again.data[0]).toMatchObject({ title: 'Réponse 2' });
    expect(calls).toHaveLength(2);
  });

  it('asks, once the page is in, for the records its reference cells name: the data provider’s read of them gets that answer', async () => {
    writeSession('jeton-1', { id: 1 });
    server.use(
      http.get('*/api/activities', () =>
        HttpResponse.json(
          [
            { id: 1, title: 'Boussole', theme_id: 8 },
            { id: 2, title: 'Sextant', theme_id: 3 },
            { id: 3, title: 'Astrolabe', theme_id: 8 },
          ],
          { headers: { 'X-Total-Count': '3' } },
        ),
      ),
    );
    const themeReads: string[] = [];
    server.use(
      http.get('*/api/themes', ({ request }) => {
        themeReads.push(new URL(request.url).search);
        return HttpResponse.json(
          [
            { id: 8, name: 'Sciences' },
            { id: 3, name: 'Arts' },
          ],
          { headers: { 'X-Total-Count': '2' } },
        );
      }),
    );
    sendEarlyReads('/activities', declarations);
    // Sent by the cold start alone, before the app has read anything.
    await vi.waitFor(() => expect(themeReads).toEqual(['?skip=0&limit=2&id=8&id=3']));

    const page = await dataProvider.getList('activities', firstPageParams(activities));
    const { data } = await dataProvider.getMany('themes', { ids: [8, 3] });
    expect(page.data.map((row) => row.theme_id)).toEqual([8, 3, 8]);
    expect(data.map((theme) => theme.name)).toEqual(['Sciences', 'Arts']);
    expect(themeReads).toHaveLength(1);
  });

  it('gives the list’s read of its page with the records it names (react-admin’s prefetch) the early answers', async () => {
    writeSession('jeton-prefetch', { id: 1 });
    const pageReads: string[] = [];
    server.use(
      http.get('*/api/activities', ({ request }) => {
        pageReads.push(new URL(request.url).search);
        return HttpResponse.json([{ id: 1, title: 'Boussole', theme_id: 8 }], {
          headers: { 'X-Total-Count': '1' },
        });
      }),
    );
    const themeReads: string[] = [];
    server.use(
      http.get('*/api/themes', ({ request }) => {
        themeReads.push(new URL(request.url).search);
        return HttpResponse.json([{ id: 8, name: 'Sciences' }], { headers: { 'X-Total-Count': '1' } });
      }),
    );
    const { settled } = sendEarlyReads('/activities', declarations);
    await settled;
    const page = await dataProvider.getList('activities', {
      ...firstPageParams(activities),
      meta: { prefetch: ['theme_id'] },
    });
    expect(page.data.map((row) => row.title)).toEqual(['Boussole']);
    expect(page.meta?.prefetched).toEqual({ themes: [expect.objectContaining({ id: 8, name: 'Sciences' })] });
    expect(pageReads).toHaveLength(1);
    expect(themeReads).toEqual(['?skip=0&limit=1&id=8']);
  });

  it('asks, with the page, for the option lists its enum cells show labels from: the data provider’s read of them gets that answer', async () => {
    // A session of its own: earlier tests' cold starts left option reads nobody took for jeton-1.
    writeSession('jeton-options', { id: 1 });
    countListCalls();
    const optionReads: string[] = [];
    server.use(
      http.get('*/api/config/:list', ({ params }) => {
        optionReads.push(String(params.list));
        return HttpResponse.json([{ code: 'quiz', label: 'Quiz' }]);
      }),
    );
    sendEarlyReads('/activities', declarations);
    // The type and language columns read theirs from the API; each is asked for once, before the app asks.
    await vi.waitFor(() => expect([...optionReads].sort()).toEqual(['activity-types', 'languages']));

    expect(await dataProvider.getOptions('config/activity-types')).toEqual([{ code: 'quiz', label: 'Quiz' }]);
    await dataProvider.getOptions('config/languages');
    expect(optionReads).toHaveLength(2);
    await dataProvider.getList('activities', firstPageParams(activities));
  });

  it('leaves another page, sort or filter to the server', async () => {
    writeSession('jeton-1', { id: 1 });
    const calls = countListCalls();
    sendEarlyReads('/activities', declarations);
    const sorted = await dataProvider.getList('activities', {
      ...firstPageParams(activities),
      sort: { field: 'title', order: 'ASC' },
    });
    expect(sorted.data[0]).toMatchObject({ title: 'Réponse 2' });
    expect(calls[1]).toBe('?skip=0&limit=25&sort=title&order=asc');
    const first = await dataProvider.getList('activities', firstPageParams(activities));
    expect(first.data[0]).toMatchObject({ title: 'Réponse 1' });
  });

  it('does not hand an answer fetched with one session to another', async () => {
    writeSession('jeton-1', { id: 1 });
    const calls = countListCalls();
    sendEarlyReads('/activities', declarations);
    writeSession('jeton-2', { id: 2 });
    const page = await dataProvider.getList('activities', firstPageParams(activities));
    expect(page.data[0]).toMatchObject({ title: 'Réponse 2' });
    expect(calls).toHaveLength(2);
    // Still kept for the session it was fetched with.
    writeSession('jeton-1', { id: 1 });
    const own = await dataProvider.getList('activities', firstPageParams(activities));
    expect(own.data[0]).toMatchObject({ title: 'Réponse 1' });
  });

  it('forgets an early answer nobody asked for in time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    writeSession('jeton-1', { id: 1 });
    const calls = countListCalls();
    sendEarlyReads('/activities', declarations);
    vi.setSystemTime(Date.now() + EARLY_RESPONSE_MS + 1);
    const page = await dataProvider.getList('activities', firstPageParams(activities));
    expect(page.data[0]).toMatchObject({ title: 'Réponse 2' });
    expect(calls).toHaveLength(2);
  });

  it('starts the reads once, whichever of the early script and the app’s start comes second', async () => {
    writeSession('jeton-1', { id: 1 });
    const calls = countListCalls();
    // Counted as they are sent (the early reads send at once), not as they reach the fake server.
    const sent = vi.spyOn(globalThis, 'fetch');
    sendEarlyReads('/activities', declarations);
    startEarlyReads('/activities', declarations);
    const first = await dataProvider.getList('activities', firstPageParams(activities));
    expect(first.data[0]).toMatchObject({ title: 'Réponse 1' });
    const listReads = sent.mock.calls.filter(([url]) => new URL(String(url)).pathname === '/api/activities');
    expect(listReads).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it('does nothing signed out, nor for an address that is not a generated list', () => {
    const calls = countListCalls();
    expect(sendEarlyReads('/activities', declarations).area).toBeUndefined();
    writeSession('jeton-1', { id: 1 });
    expect(sendEarlyReads('/activities/3', declarations).area).toBeUndefined();
    expect(sendEarlyReads('/media', declarations).area).toBeUndefined();
    expect(sendEarlyReads('/', declarations).area).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('asks, on a phone, for the option lists of the columns its lines show, and for no referenced record', async () => {
    screenWidth(390);
    writeSession('jeton-telephone', { id: 1 });
    countListCalls();
    const optionReads: string[] = [];
    const referenceReads: string[] = [];
    server.use(
      http.get('*/api/config/:list', ({ params }) => {
        optionReads.push(String(params.list));
        return HttpResponse.json([{ code: 'quiz', label: 'Quiz' }]);
      }),
      http.get('*/api/themes', ({ request }) => {
        referenceReads.push(new URL(request.url).search);
        return HttpResponse.json([]);
      }),
    );
    sendEarlyReads('/activities', declarations);
    // A phone's line shows the type and the language beside the title (phoneFields.ts).
    await vi.waitFor(() => expect([...optionReads].sort()).toEqual(['activity-types', 'languages']));
    expect(await dataProvider.getOptions('config/languages')).toEqual([{ code: 'quiz', label: 'Quiz' }]);
    expect(optionReads).toHaveLength(2);
    await dataProvider.getList('activities', firstPageParams(activities));
    expect(referenceReads).toEqual([]);
  });

  it('reads the person’s rights at once on any address of a session: the app’s own read of them gets that answer', async () => {
    const permissionReads: string[] = [];
    server.use(
      http.get('*/api/permissions', ({ request }) => {
        permissionReads.push(request.headers.get('Authorization') ?? '');
        return HttpResponse.json({
          role: 'admin',
          user_id: 1,
          etablissement_id: null,
          rules: [{ action: 'manage', subject: 'all' }],
          fields: {},
        });
      }),
    );
    sendEarlyReads('/', declarations);
    expect(permissionReads).toEqual([]);

    writeSession('jeton-droits', { id: 1 });
    sendEarlyReads('/', declarations);
    // Sent by the early reads themselves, before the app asks.
    await vi.waitFor(() => expect(permissionReads).toEqual(['Bearer jeton-droits']));
    const rights = await sessionRights();
    expect(rights.can({ action: 'edit', resource: 'activities' })).toBe(true);
    expect(permissionReads).toEqual(['Bearer jeton-droits']);
  });
});
