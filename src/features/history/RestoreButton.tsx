/**
 * "Restaurer cette version" (or "Restaurer" for a deleted record) behind a confirmation. The
 * server refuses a stale version or a missing reference with a French 409 detail, shown as is;
 * nothing else changes then, so whatever the user was doing is kept.
 */
import RestoreIcon from '@mui/icons-material/Restore';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useCanAccess, useNotify } from 'react-admin';
import type { HistoryEntry, RestoreBody } from '../../../resources/contracts/historyContract';
import { restoreHistoryEntry } from './historyApi';
import { historyKeys } from './queryKeys';

export interface RestoreButtonProps {
  entry: HistoryEntry;
  /** Recreating a deleted record rather than rewinding an existing one. */
  recreate?: boolean;
  /** The current version of the record (its updated_at), read when the user confirms. */
  body: () => RestoreBody;
  onRestored?: (record: Record<string, unknown>) => void | Promise<void>;
}

function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export function RestoreButton({ entry, recreate = false, body, onRestored }: RestoreButtonProps) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const name = entry.record_label || entry.record_key;
  const mutation = useMutation({
    mutationFn: () => restoreHistoryEntry(entry, body()),
    onSuccess: async (record) => {
      setOpen(false);
      notify(recreate ? 'history.restore.recreated' : 'history.restore.done', {
        type: 'success',
        messageArgs: { name },
      });
      await queryClient.invalidateQueries({ queryKey: [entry.resource] });
      await queryClient.invalidateQueries({ queryKey: historyKeys.all });
      await onRestored?.(record);
    },
    onError: (error) => {
      setOpen(false);
      // The server's detail is French already; a key is translated, a sentence shown as is.
      notify(errorMessage(error, 'history.restore.failed'), { type: 'error' });
    },
  });
  // Offered where the person may restore the record as it would become (the server checks the same).
  const { canAccess } = useCanAccess({ action: 'restore', resource: entry.resource, record: entry.snapshot });
  if (!canAccess) return null;
  return (
    <>
      <Button
        label={recreate ? 'history.restore.recreate' : 'history.restore.button'}
        onClick={() => setOpen(true)}
        disabled={mutation.isPending}
      >
        <RestoreIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={mutation.isPending}
        title={recreate ? 'history.restore.recreateTitle' : 'history.restore.title'}
        content={recreate ? 'history.restore.recreateContent' : 'history.restore.content'}
        titleTranslateOptions={{ name }}
        contentTranslateOptions={{ name }}
        onConfirm={() => mutation.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
