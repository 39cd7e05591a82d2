/**
 * The saved views' endpoints (resources/contracts/savedViewContract.ts), through the app's HTTP
 * client: a 401 ends the session like any call, a refusal carries the server's French `detail`.
 */
import {
  SAVED_VIEWS_PATH,
  type NewSavedView,
  type SavedView,
} from '../../../../resources/contracts/savedViewContract';
import { request } from '../../../providers/http/httpClient';

/** The react-query key of an area's views. */
export const savedViewsKey = (resource: string) => ['saved-views', resource] as const;

export async function fetchSavedViews(resource: string): Promise<SavedView[]> {
  const { json } = await request<SavedView[]>(SAVED_VIEWS_PATH, { query: { resource } });
  return Array.isArray(json) ? json : [];
}

export async function createSavedView(view: NewSavedView): Promise<SavedView> {
  return (await request<SavedView>(SAVED_VIEWS_PATH, { method: 'POST', body: view })).json;
}

export async function deleteSavedView(id: number): Promise<void> {
  await request(`${SAVED_VIEWS_PATH}/${id}`, { method: 'DELETE' });
}
