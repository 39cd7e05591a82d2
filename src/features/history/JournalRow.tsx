/**
 * One journal line: when, who (EntryPerson), which area and record (a link to its edit screen while it exists),
 * what was done, the field differences folded in a details element, and "Restaurer" for a deleted
 * record.
 */
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCreatePath, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { SIGN_IN_ACTIONS, type HistoryEntry } from '../../../resources/contracts/historyContract';
import { resourceNameKey } from '../../../resources/kit/labels';
import { ChangesTable } from './ChangesTable';
import { EntryPerson } from './EntryPerson';
import { formatDateTime } from './describeChange';
import { actionLabel } from './entryHeading';
import { RestoreButton } from './RestoreButton';

const SIGN_IN = new Set<string>(SIGN_IN_ACTIONS);

export interface JournalRowProps {
  entry: HistoryEntry;
  declaration?: ResourceDeclaration;
  exists: boolean;
  onRestored: () => void;
}

export function JournalRow({ entry, declaration, exists, onRestored }: JournalRowProps) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const name = entry.record_label || entry.record_key;
  const editable = !!declaration && declaration.screens?.edit !== false;
  return (
    <TableRow>
      <TableCell>{formatDateTime(entry.at)}</TableCell>
      <TableCell>
        <EntryPerson entry={entry} />
      </TableCell>
      <TableCell>
        {translate(resourceNameKey(entry.resource), { smart_count: 1, _: entry.resource })}
      </TableCell>
      <TableCell>
        {exists && editable ? (
          <Link
            component={RouterLink}
            to={createPath({ resource: entry.resource, type: 'edit', id: entry.record_key })}
            aria-label={translate('history.journal.open', { name })}
          >
            {name}
          </Link>
        ) : (
          name
        )}
      </TableCell>
      <TableCell>
        {actionLabel(entry.action, translate)}
        {typeof entry.snapshot.address === 'string' && SIGN_IN.has(entry.action) && (
          <Typography variant="caption" component="div">
            {translate('history.entry.address', { address: entry.snapshot.address })}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        {entry.changes.length > 0 && (
          <details>
            <summary>{translate('history.journal.changes', { smart_count: entry.changes.length })}</summary>
            <ChangesTable entry={entry} declaration={declaration} />
          </details>
        )}
        {entry.action === 'delete' && !exists && declaration && (
          <RestoreButton entry={entry} recreate body={() => ({})} onRestored={onRestored} />
        )}
      </TableCell>
    </TableRow>
  );
}
