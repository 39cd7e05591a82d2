/**
 * The saved views' routes as msw handlers, in memory, speaking savedViewContract.ts as the server
 * does (the server's own rules are tested in tests/server/savedViews.test.ts): the person's own
 * views and those shared with their role, create (409 on the name when taken), delete.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  SAVED_VIEWS_PATH,
  type NewSavedView,
  type SavedView,
} from '../../../../resources/contracts/savedViewContract';

export interface FakeSavedViews {
  handlers: HttpHandler[];
  views: SavedView[];
  /** Every request received, in order, as `METHOD path` (`GET /api/saved-views`). */
  requests: string[];
}

const STAMP = '2025-01-01T08:00:00.000Z';

/** `me`: the signed-in person's id; `seed`: views already saved (by them or shared with them). */
export function fakeSavedViews(me: number, seed: SavedView[] = []): FakeSavedViews {
  const views = [...seed];
  let next = Math.max(0, ...views.map((view) => view.id)) + 1;
  const requests: string[] = [];
  const record = http.all(`${SAVED_VIEWS_PATH}*`, ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
    return undefined;
  });
  const handlers = [
    record,
    http.get(SAVED_VIEWS_PATH, ({ request }) => {
      const resource = new URL(request.url).searchParams.get('resource');
      return HttpResponse.json(views.filter((view) => view.resource === resource));
    }),
    http.post(SAVED_VIEWS_PATH, async ({ request }) => {
      const body = (await request.json()) as NewSavedView;
      const taken = views.some(
        (view) => view.mine && view.resource === body.resource && view.name === body.name,
      );
      if (taken) {
        return HttpResponse.json(
          {
            detail: `Vous avez déjà une vue « ${body.name} » dans « Gadgets » : choisissez un autre nom`,
            field: 'name',
          },
          { status: 409 },
        );
      }
      const view: SavedView = {
        id: next++,
        resource: body.resource,
        name: body.name,
        params: body.params,
        shared_role: body.shared_role ?? null,
        owner_id: me,
        owner_name: 'Moi',
        mine: true,
        created_at: STAMP,
        updated_at: STAMP,
      };
      views.push(view);
      return HttpResponse.json(view, { status: 201 });
    }),
    http.delete(`${SAVED_VIEWS_PATH}/:id`, ({ params }) => {
      const index = views.findIndex((view) => String(view.id) === params.id);
      if (index < 0) return HttpResponse.json({ detail: 'Vue introuvable' }, { status: 404 });
      views.splice(index, 1);
      return HttpResponse.json({ deleted: Number(params.id) });
    }),
  ];
  return { handlers, views, requests };
}
