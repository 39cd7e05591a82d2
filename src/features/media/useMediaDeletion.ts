/**
 * Deleting images after a confirmation: one request per file, each result reported. One file gets
 * a notification; several files also get a line each in `results`. Deleted files leave the
 * directory's list, which is then read again.
 */
import { useCallback, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from './errorMessage';
import { deleteMedia } from './mediaApi';
import type { MediaItem } from './mediaItem';
import { mapWithConcurrency } from './mapWithConcurrency';
import { useMediaChanges } from './useMediaChanges';

export interface DeleteResult {
  name: string;
  ok: boolean;
  message?: string;
}

export interface MediaDeletion {
  /** Whether the confirmation is showing. */
  open: boolean;
  /** The images of the last request (kept while the confirmation closes). */
  pending: readonly MediaItem[];
  running: boolean;
  results: readonly DeleteResult[] | null;
  ask: (items: readonly MediaItem[]) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
  dismissResults: () => void;
}

const PARALLEL_DELETES = 3;

export function useMediaDeletion(directory: string, onDeleted: (names: string[]) => void): MediaDeletion {
  const translate = useTranslate();
  const notify = useNotify();
  const changes = useMediaChanges();
  const [pending, setPending] = useState<readonly MediaItem[]>([]);
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const [results, setResults] = useState<readonly DeleteResult[] | null>(null);

  const ask = useCallback((items: readonly MediaItem[]) => {
    if (items.length === 0) return;
    setPending(items);
    setOpen(true);
  }, []);
  const cancel = useCallback(() => {
    if (!running) setOpen(false);
  }, [running]);

  const confirm = useCallback(async () => {
    if (!open || running) return;
    setRunning(true);
    const defaultMessage = translate('media.errors.delete');
    const outcome = await mapWithConcurrency(
      pending,
      PARALLEL_DELETES,
      async (item): Promise<DeleteResult> => {
        try {
          await deleteMedia(directory, item.name, defaultMessage);
          return { name: item.name, ok: true };
        } catch (error) {
          return { name: item.name, ok: false, message: errorMessage(error, defaultMessage) };
        }
      },
    );
    setRunning(false);
    setOpen(false);
    const deleted = outcome.filter((r) => r.ok).map((r) => r.name);
    if (deleted.length > 0) {
      void changes.deleted(directory, deleted);
      onDeleted(deleted);
    }
    if (outcome.length === 1) {
      const [only] = outcome;
      if (only.ok) notify('media.delete.success', { type: 'success', messageArgs: { name: only.name } });
      else notify(only.message ?? defaultMessage, { type: 'error' });
      return;
    }
    setResults(outcome);
    const failed = outcome.length - deleted.length;
    if (failed === 0)
      notify('media.delete.summaryAll', { type: 'success', messageArgs: { smart_count: deleted.length } });
    else
      notify('media.delete.summaryPartial', {
        type: deleted.length > 0 ? 'warning' : 'error',
        messageArgs: { deleted: deleted.length, failed },
      });
  }, [open, pending, running, translate, directory, changes, onDeleted, notify]);

  const dismissResults = useCallback(() => setResults(null), []);

  return { open, pending, running, results, ask, cancel, confirm, dismissResults };
}
