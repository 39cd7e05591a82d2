/**
 * The wire shapes of the change history (GET /api/history, GET /api/{resource}/{key}/history,
 * POST /api/history/{id}/restore), read by the server that writes them and the screens that show them.
 */

/**
 * Sign-in events are journal entries too (resource `users`, the account as the record, the
 * e-mail typed and the address in the snapshot); only administrators read them.
 */
export const SIGN_IN_ACTIONS = ['sign_in', 'sign_in_failed', 'lockout'] as const;
export const HISTORY_ACTIONS = [
  'create',
  'update',
  'delete',
  'toggle_active',
  'restore',
  'unlink',
  'relink',
  'purge',
  ...SIGN_IN_ACTIONS,
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** The account behind an entry as it is now (its name may have changed since). */
export interface EntryActor {
  id: number;
  name: string;
  email: string;
}

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
  /** The account of user_id as it is now, read with the entry; null once it is deleted. */
  actor?: EntryActor | null;
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

/** One step of undoing a batch (GET/POST /api/history/batches/{batch}/undo), with why it is refused. */
export interface UndoStep {
  entry_id: number;
  resource: string;
  record_key: string;
  record_label: string;
  step: 'revert' | 'recreate' | 'remove';
  /** Why this record cannot be reverted (changed since, gone, …); absent when it can. */
  refused?: string;
}
