/**
 * Deleting images after a confirmation: one request per file, each result reported. One file gets
 * a notification; several files also get a line each in `results`. A file that records use is
 * not deleted at first: the server names the records, and a second confirmation deletes it anyway
 * (their image is then cleared), unless their declaration refuses. Deleted files leave the
 * directory's list, which is then read again.
 */
import { useCallback, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from './errorMessage';
import { deleteMedia, mediaUsageOf, type MediaUsage } from './mediaApi';
import type { MediaItem } from './mediaItem';
import { mapWithConcurrency } from './mapWithConcurrency';
import { useMediaChanges } from './useMediaChanges';

export interface DeleteResult {
  name: string;
  ok: boolean;
  message?: string;
}

/** A file the server kept because records use it, and those records. */
export interface FileInUse {
  name: string;
  usage: MediaUsage;
}

export interface MediaDeletion {
  /** Whether the confirmation is showing. */
  open: boolean;
  /** The images of the last request (kept while the confirmation closes). */
  pending: readonly MediaItem[];
  running: boolean;
  results: readonly DeleteResult[] | null;
  /** Files records use, waiting for the second confirmation (empty when none is asked). */
  inUse: readonly FileInUse[];
  ask: (items: readonly MediaItem[]) => void;
  cancel: () => void;
  confirm: () => Promise<void>;
  /** Deletes the files in use all the same, clearing their records' image. */
  confirmInUse: () => Promise<void>;
  /** Keeps the files in use, and reports what the first round did. */
  keepInUse: () => void;
  dismissResults: () => void;
}

const PARALLEL_DELETES = 3;

type Outcome = DeleteResult & { usage?: MediaUsage };

export function useMediaDeletion(directory: string, onDeleted: (names: string[]) => void): MediaDeletion {
  const translate = useTranslate();
  const notify = useNotify();
  const changes = useMediaChanges();
  const [pending, setPending] = useState<readonly MediaItem[]>([]);
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const [results, setResults] = useState<readonly DeleteResult[] | null>(null);
  /** The first round's outcome while the files in use wait for their confirmation. */
  const [firstRound, setFirstRound] = useState<readonly Outcome[]>([]);
  const inUse = firstRound.flatMap((o) => (o.usage?.confirmable ? [{ name: o.name, usage: o.usage }] : []));

  const ask = useCallback((items: readonly MediaItem[]) => {
    if (items.length === 0) return;
    setPending(items);
    setOpen(true);
  }, []);
  const cancel = useCallback(() => {
    if (!running) setOpen(false);
  }, [running]);

  const deleteAll = useCallback(
    (names: readonly string[], force: boolean) => {
      const defaultMessage = translate('media.errors.delete');
      return mapWithConcurrency(names, PARALLEL_DELETES, async (name): Promise<Outcome> => {
        try {
          await deleteMedia(directory, name, defaultMessage, force);
          return { name, ok: true };
        } catch (error) {
          return {
            name,
            ok: false,
            message: errorMessage(error, defaultMessage),
            usage: mediaUsageOf(error),
          };
        }
      });
    },
    [translate, directory],
  );

  const report = useCallback(
    (outcome: readonly DeleteResult[]) => {
      const deleted = outcome.filter((r) => r.ok).map((r) => r.name);
      if (deleted.length > 0) {
        void changes.deleted(directory, deleted);
        onDeleted(deleted);
      }
      if (outcome.length === 1) {
        const [only] = outcome;
        if (only.ok) notify('media.delete.success', { type: 'success', messageArgs: { name: only.name } });
        else notify(only.message ?? translate('media.errors.delete'), { type: 'error' });
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
    },
    [changes, directory, onDeleted, notify, translate],
  );

  const confirm = useCallback(async () => {
    if (!open || running) return;
    setRunning(true);
    const outcome = await deleteAll(
      pending.map((item) => item.name),
      false,
    );
    setRunning(false);
    setOpen(false);
    if (outcome.some((o) => o.usage?.confirmable)) setFirstRound(outcome);
    else report(outcome);
  }, [open, running, deleteAll, pending, report]);

  const confirmInUse = useCallback(async () => {
    if (inUse.length === 0 || running) return;
    setRunning(true);
    const forced = new Map(
      (
        await deleteAll(
          inUse.map((file) => file.name),
          true,
        )
      ).map((o) => [o.name, o]),
    );
    setRunning(false);
    setFirstRound([]);
    report(firstRound.map((o) => forced.get(o.name) ?? o));
  }, [inUse, running, deleteAll, firstRound, report]);

  const keepInUse = useCallback(() => {
    if (running) return;
    setFirstRound([]);
    if (firstRound.length === 1) {
      notify('media.delete.kept', { type: 'info', messageArgs: { name: firstRound[0].name } });
      return;
    }
    const kept = (o: Outcome): DeleteResult =>
      o.usage?.confirmable
        ? { name: o.name, ok: false, message: translate('media.delete.kept', { name: o.name }) }
        : o;
    report(firstRound.map(kept));
  }, [running, firstRound, notify, translate, report]);

  const dismissResults = useCallback(() => setResults(null), []);

  return {
    open,
    pending,
    running,
    results,
    inUse,
    ask,
    cancel,
    confirm,
    confirmInUse,
    keepInUse,
    dismissResults,
  };
}
