/**
 * The wire shapes of saved views (GET /api/saved-views?resource=…, POST /api/saved-views, PUT and
 * DELETE /api/saved-views/{id}): a list's filters, sort, page size and shown columns saved under a
 * name by one person, who may share it with their role. Read by the server that stores them and the
 * list toolbar's « Vues » menu (src/engine/list/savedViews/).
 */
import { MAX_LIST_LIMIT } from './listLimits';

export const SAVED_VIEWS_PATH = '/api/saved-views';

/** The longest name a view may have. */
export const SAVED_VIEW_NAME_MAX = 80;

/** The most characters a view's parameters take once written as JSON (a filter is a few values). */
export const SAVED_VIEW_PARAMS_MAX = 10_000;

/** The most records per page a view may ask for: a list's own limit. */
export const SAVED_VIEW_PER_PAGE_MAX = MAX_LIST_LIMIT;

export type SortOrder = 'ASC' | 'DESC';

/** The list as it was when saved: react-admin's list parameters and the column chooser's choice. */
export interface SavedViewParams {
  /** The filter values as the list holds them (react-admin's `filterValues`). */
  filter: Record<string, unknown>;
  /** null: the area's default sort. */
  sort: { field: string; order: SortOrder } | null;
  /** null: the area's default page size. */
  perPage: number | null;
  /** The columns shown, by source, in their order; null: the area's default columns. */
  columns: string[] | null;
}

/** A saved view as the API answers it. */
export interface SavedView {
  id: number;
  /** The area whose list it describes. */
  resource: string;
  name: string;
  params: SavedViewParams;
  /** The role it is shared with, or null when only its owner sees it. */
  shared_role: string | null;
  owner_id: number;
  /** The owner's name as it was when the view was saved, for the people it is shared with. */
  owner_name: string;
  /** Whether the person asking owns it (only the owner, or an administrator, changes it). */
  mine: boolean;
  created_at: string;
  updated_at: string;
}

/** The body of POST /api/saved-views. */
export interface NewSavedView {
  resource: string;
  name: string;
  params: SavedViewParams;
  shared_role?: string | null;
}

/** The body of PUT /api/saved-views/{id}: the parts to change (the area stays). */
export type SavedViewChange = Partial<Pick<NewSavedView, 'name' | 'params' | 'shared_role'>>;
