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
    user: entry.user_name || t('history.entry.unknownUser'),
    date: formatDateTime(entry.at),
  });
}
