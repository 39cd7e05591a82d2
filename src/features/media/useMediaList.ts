/**
 * The images of one directory, loaded when `enabled`. A reload keeps the images on screen while
 * it runs. Uploads and deletions update the same cached list (useMediaChanges).
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage } from './errorMessage';
import { listMedia } from './mediaApi';
import type { MediaItem } from './mediaItem';
import { mediaKeys } from './queryKeys';

export type MediaListStatus = 'loading' | 'ready' | 'error';

export interface MediaList {
  items: MediaItem[];
  status: MediaListStatus;
  /** The server's detail (or the default of the chosen language) when the last load failed. */
  error: string | null;
  reload: () => void;
}

const NO_ITEMS: MediaItem[] = [];

export function useMediaList(directory: string, enabled = true): MediaList {
  const translate = useTranslate();
  const defaultMessage = translate('media.errors.load');
  const query = useQuery({
    queryKey: mediaKeys.directory(directory),
    queryFn: () => listMedia(directory, defaultMessage),
    enabled,
    // The failure is shown at once, with its own retry button.
    retry: false,
  });
  const { data, error, isFetching, refetch } = query;
  const items = data ?? NO_ITEMS;
  const reload = useCallback(() => void refetch(), [refetch]);

  // A reload with nothing on screen (after a failed load) shows the loading state again.
  if (!data && (isFetching || !error)) return { items, status: 'loading', error: null, reload };
  if (error) return { items, status: 'error', error: errorMessage(error, defaultMessage), reload };
  return { items, status: 'ready', error: null, reload };
}
