/** The saved views' endpoints as the list's views menu calls them: an area's views, save, delete. */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SAVED_VIEWS_PATH, type SavedViewParams } from '../../../../resources/contracts/savedViewContract';
import {
  createSavedView,
  deleteSavedView,
  fetchSavedViews,
  savedViewsKey,
} from '../../../../src/engine/list/savedViews/savedViewsApi';
import { server } from '../../../support/mswServer';
import { fakeSavedViews } from '../support/fakeSavedViews';

const params: SavedViewParams = { filter: { active: true }, sort: null, perPage: 50, columns: ['title'] };

describe('the saved views API', () => {
  it("lists an area's views only", async () => {
    const api = fakeSavedViews(1);
    server.use(...api.handlers);
    await createSavedView({ resource: 'gadgets', name: 'Actifs', params });
    await createSavedView({ resource: 'makers', name: 'Tous', params });
    expect((await fetchSavedViews('gadgets')).map((view) => view.name)).toEqual(['Actifs']);
    expect((await fetchSavedViews('makers')).map((view) => view.name)).toEqual(['Tous']);
  });

  it('saves a view and answers it as stored, then deletes it', async () => {
    const api = fakeSavedViews(1);
    server.use(...api.handlers);
    const saved = await createSavedView({
      resource: 'gadgets',
      name: 'Actifs',
      params,
      shared_role: 'staff',
    });
    expect(saved).toMatchObject({
      resource: 'gadgets',
      name: 'Actifs',
      params,
      shared_role: 'staff',
      mine: true,
    });
    expect(api.views.map((view) => view.id)).toEqual([saved.id]);
    await deleteSavedView(saved.id);
    expect(api.views).toEqual([]);
    expect(await fetchSavedViews('gadgets')).toEqual([]);
  });

  it('shows no view when the answer is not a list', async () => {
    server.use(http.get(SAVED_VIEWS_PATH, () => HttpResponse.json({ views: [] })));
    expect(await fetchSavedViews('gadgets')).toEqual([]);
  });

  it('keeps each area’s views apart in the cache', () => {
    expect(savedViewsKey('gadgets')).toEqual(['saved-views', 'gadgets']);
    expect(savedViewsKey('makers')).not.toEqual(savedViewsKey('gadgets'));
  });
});
