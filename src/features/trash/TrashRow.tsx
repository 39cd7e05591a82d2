/**
 * One deleted record: what it was, where, who deleted it and when, with "Restaurer" and
 * "Supprimer définitivement" (behind a confirmation: nothing brings it back after).
 */
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Button, Confirm, useCanAccess, useLocale, useTranslate } from 'react-admin';
import type { TrashEntry } from '../../../resources/contracts/trashContract';

export interface TrashRowProps {
  entry: TrashEntry;
  busy: boolean;
  onRestore: (entry: TrashEntry) => void;
  onPurge: (entry: TrashEntry) => void;
}

export function TrashRow({ entry, busy, onRestore, onPurge }: TrashRowProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const [confirming, setConfirming] = useState(false);
  const name = entry.record_label || entry.record_key;
  // The trash's own rights (contract: list, restore, delete for a purge).
  const { canAccess: canRestore } = useCanAccess({ action: 'restore', resource: 'trash' });
  const { canAccess: canPurge } = useCanAccess({ action: 'delete', resource: 'trash' });
  return (
    <TableRow>
      <TableCell>{name}</TableCell>
      <TableCell>
        {translate(`resources.${entry.resource}.name`, { smart_count: 1, _: entry.resource })}
      </TableCell>
      <TableCell>{entry.deleted_by_name || translate('trash.unknownUser')}</TableCell>
      <TableCell>{new Date(entry.deleted_at).toLocaleString(locale)}</TableCell>
      <TableCell>{entry.link_count}</TableCell>
      <TableCell>
        {canRestore && (
          <Button
            label="trash.restore"
            aria-label={translate('trash.restoreNamed', { name })}
            disabled={busy}
            onClick={() => onRestore(entry)}
          >
            <RestoreFromTrashIcon />
          </Button>
        )}
        {canPurge && (
          <Button
            label="trash.purge"
            aria-label={translate('trash.purgeNamed', { name })}
            disabled={busy}
            color="error"
            onClick={() => setConfirming(true)}
          >
            <DeleteForeverIcon />
          </Button>
        )}
        <Confirm
          isOpen={confirming}
          title="trash.purgeTitle"
          content="trash.purgeContent"
          translateOptions={{ name }}
          confirmColor="warning"
          onConfirm={() => {
            setConfirming(false);
            onPurge(entry);
          }}
          onClose={() => setConfirming(false)}
        />
      </TableCell>
    </TableRow>
  );
}
