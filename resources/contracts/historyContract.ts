/**
 * The wire shapes of the change history (GET /api/history, GET /api/{resource}/{key}/history,
 * POST /api/history/{id}/restore), read by the server that writes them and the screens that show them.
 */

export const HISTORY_ACTIONS = ['create', 'update', 'delete', 'toggle_active', 'restore'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** One field's difference. A secret (password) says it changed, never its values. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  secret?: boolean;
}

export interface HistoryEntry {
  id: number;
  /** ISO date-time of the change. */
  at: string;
  user_id: number | null;
  /** The person's name as it was when they made the change. */
  user_name: string;
  resource: string;
  /** The record's key, as text (ids and hashtag labels alike). */
  record_key: string;
  /** The record's representation (title, name…) at the time. */
  record_label: string;
  action: HistoryAction;
  changes: FieldChange[];
  /**
   * The record's values after the change (before it, for a delete), secrets left out: what
   * "Restaurer cette version" writes back.
   */
  snapshot: Record<string, unknown>;
  /** Groups the entries of one bulk action or one import. */
  batch_id: string | null;
}

/** Query parameters of GET /api/history (paged like lists: skip, limit, X-Total-Count). */
export interface HistoryFilter {
  resource?: string;
  user_id?: number;
  action?: HistoryAction;
  record_key?: string;
  batch_id?: string;
  /** ISO dates, inclusive. */
  from?: string;
  to?: string;
}

/** Body of POST /api/history/{id}/restore: the record's current version, when it still exists. */
export interface RestoreBody {
  updated_at?: string;
}
