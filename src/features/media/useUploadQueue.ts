/**
 * An upload queue owned by a screen: checks files first, then sends them through uploadMedia. A
 * file sent joins its directory's list, which is then read again.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocaleState, useLogoutIfAccessDenied, useTranslate } from 'react-admin';
import { checkImageFile } from './fileChecks';
import { errorMessage, statusOf } from './errorMessage';
import { uploadMedia } from './mediaApi';
import { formatBytes } from './mediaFormat';
import { MAX_PARALLEL_UPLOADS, MAX_UPLOAD_BYTES } from './mediaRules';
import { UploadQueue, type UploadEntry } from './uploadQueue';
import { useMediaChanges } from './useMediaChanges';

export interface UploadQueueApi {
  entries: readonly UploadEntry[];
  add: (target: string, files: readonly File[]) => void;
  retry: (id: number) => void;
  cancel: (id: number) => void;
  dismiss: (id: number) => void;
  clearFinished: () => void;
}

export function useUploadQueue(): UploadQueueApi {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const changes = useMediaChanges();
  // The queue outlives renders; it reads the latest callbacks through this ref.
  const latest = useRef({ translate, changes, logoutIfAccessDenied });
  useEffect(() => {
    latest.current = { translate, changes, logoutIfAccessDenied };
  });

  const [queue] = useState(
    () =>
      new UploadQueue({
        concurrency: MAX_PARALLEL_UPLOADS,
        upload: (target, file, onProgress, signal) =>
          uploadMedia(target, file, onProgress, signal, latest.current.translate('media.errors.upload')),
        errorMessage: (error) => {
          // The upload bypasses the shared client, so an expired session is reported to react-admin here.
          if (statusOf(error) === 401) void latest.current.logoutIfAccessDenied(error);
          return errorMessage(error, latest.current.translate('media.errors.upload'));
        },
        onUploaded: (entry) => void latest.current.changes.uploaded(entry.target, entry.item),
      }),
  );
  useEffect(() => () => queue.abortAll(), [queue]);

  const entries = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);

  const add = useCallback(
    (target: string, files: readonly File[]) => {
      queue.add(
        target,
        files.map((file) => {
          const reason = checkImageFile(file);
          if (!reason) return { file };
          const refusal = translate(`media.checks.${reason}`, {
            name: file.name,
            size: formatBytes(file.size, translate, locale),
            max: formatBytes(MAX_UPLOAD_BYTES, translate, locale),
          });
          return { file, refusal };
        }),
      );
    },
    [queue, translate, locale],
  );

  return {
    entries,
    add,
    retry: useCallback((id: number) => queue.retry(id), [queue]),
    cancel: useCallback((id: number) => queue.cancel(id), [queue]),
    dismiss: useCallback((id: number) => queue.dismiss(id), [queue]),
    clearFinished: useCallback(() => queue.clearFinished(), [queue]),
  };
}
