/** The one-line summary of an entry: "Modification par Ada Lovelace le 01/02/2025 10:00". */
import type { HistoryEntry } from '../../../resources/contracts/historyContract';
import type { Translate } from '../../../resources/kit/schema';
import { formatDateTime } from './describeChange';

export function actionLabel(action: string, t: Translate): string {
  return t(`history.actions.${action}`, { _: action });
}

export function entryHeading(entry: HistoryEntry, t: Translate): string {
  return t('history.entry.heading', {
    action: actionLabel(entry.action, t),
    // The account as it is now: the name typed at the time may have been anyone's.
    user: entry.actor?.name || entry.user_name || t('history.entry.unknownUser'),
    date: formatDateTime(entry.at),
  });
}
