/**
 * Writes the history entry of a change. Called inside the transaction of the change, with the
 * record as read before and after it, so the entry describes exactly what was written.
 */
import { randomUUID } from 'node:crypto';
import type { HistoryAction } from '../../resources/contracts/historyContract';
import { representRecord } from '../../resources/kit/fields';
import type { AuthUser } from '../auth/users';
import type { ResourceModel } from '../resources/model';
import type { ApiRecord } from '../resources/recordCodec';
import { changesBetween, snapshotOf } from './recordChanges';
import type { HistoryStore, NewHistoryEntry } from './historyStore';

export interface Actor {
  id: number | null;
  name: string;
}

export function actorOf(user: AuthUser | null): Actor {
  return user ? { id: user.id, name: user.full_name } : { id: null, name: '' };
}

export function newBatchId(): string {
  return randomUUID();
}

export interface ChangeInput {
  actor: Actor;
  model: ResourceModel;
  action: HistoryAction;
  /** The record before the change (absent for a create). */
  before?: ApiRecord;
  /** The record after the change (absent for a delete). */
  after?: ApiRecord;
  /** Password fields the change set. */
  secrets?: readonly string[];
  batchId?: string | null;
}

export class ChangeLog {
  constructor(
    private readonly history: HistoryStore,
    private readonly now: () => number,
  ) {}

  /** Writes through `database.db`: the caller's transaction when it is in one, as it should be. */
  async record(change: ChangeInput): Promise<void> {
    await this.history.insert(this.entryOf(change));
  }

  /** The entries of many changes (an import's rows), in this order, in a few statements. */
  async recordAll(changes: readonly ChangeInput[]): Promise<void> {
    await this.history.insertMany(changes.map((change) => this.entryOf(change)));
  }

  private entryOf(change: ChangeInput): NewHistoryEntry {
    const current = change.after ?? change.before;
    if (!current) throw new Error('A history entry needs the record before or after the change');
    const snapshot = snapshotOf(change.model, current);
    return {
      at: new Date(this.now()).toISOString(),
      user_id: change.actor.id,
      user_name: change.actor.name,
      resource: change.model.name,
      record_key: String(current[change.model.key]),
      record_label: representRecord(change.model.declaration, current),
      action: change.action,
      changes: changesBetween(change.model, change.before, change.after, change.secrets),
      snapshot,
      batch_id: change.batchId ?? null,
    };
  }
}
