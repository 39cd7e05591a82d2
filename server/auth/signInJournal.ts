/**
 * Sign-ins, failed sign-ins and lockouts as journal entries: the account tried (the record, when
 * the e-mail names one), when, and from which address (with the e-mail typed, in the snapshot).
 * Only a successful sign-in has an actor: a failure may be anyone's.
 */
import type { HistoryStore } from '../history/historyStore';
import { toAuthUser, type UserRow } from './users';

export type SignInEvent = 'sign_in' | 'sign_in_failed' | 'lockout';

export class SignInJournal {
  constructor(
    private readonly entries: HistoryStore,
    private readonly now: () => number,
  ) {}

  async record(
    event: SignInEvent,
    account: UserRow | undefined,
    email: string,
    address: string,
  ): Promise<void> {
    const user = account ? toAuthUser(account) : undefined;
    const signedIn = event === 'sign_in' && user !== undefined;
    await this.entries.insert({
      at: new Date(this.now()).toISOString(),
      user_id: signedIn ? user.id : null,
      user_name: signedIn ? user.full_name : '',
      resource: 'users',
      record_key: user ? String(user.id) : '',
      record_label: user ? user.full_name : email.trim(),
      action: event,
      changes: [],
      snapshot: { email: email.trim(), address },
      batch_id: null,
    });
  }
}
