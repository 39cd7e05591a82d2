/**
 * The images of one directory, loaded when `enabled`. A reload keeps the images on screen while
 * it runs; answers that arrive after a newer request (or after a directory change) are dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage } from './errorMessage';
import { listMedia } from './mediaApi';
import type { MediaItem } from './mediaItem';

export type MediaListStatus = 'loading' | 'ready' | 'error';

export interface MediaList {
  items: MediaItem[];
  status: MediaListStatus;
  /** The server's detail (or the French default) when the last load failed. */
  error: string | null;
  reload: () => void;
  removeItems: (names: readonly string[]) => void;
  upsertItem: (item: MediaItem) => void;
}

interface ListState {
  items: MediaItem[];
  status: MediaListStatus;
  error: string | null;
}

export function useMediaList(directory: string, enabled = true): MediaList {
  const translate = useTranslate();
  const [state, setState] = useState<ListState>({ items: [], status: 'loading', error: null });
  const requestNumber = useRef(0);

  const load = useCallback(
    async (fresh: boolean) => {
      const number = ++requestNumber.current;
      const defaultMessage = translate('media.errors.load');
      if (fresh) setState({ items: [], status: 'loading', error: null });
      // A reload with nothing on screen (after a failed load) shows the loading state again.
      else
        setState((previous) =>
          previous.items.length === 0 ? { ...previous, status: 'loading', error: null } : previous,
        );
      try {
        const items = await listMedia(directory, defaultMessage);
        if (number === requestNumber.current) setState({ items, status: 'ready', error: null });
      } catch (error) {
        if (number !== requestNumber.current) return;
        setState((previous) => ({
          items: fresh ? [] : previous.items,
          status: 'error',
          error: errorMessage(error, defaultMessage),
        }));
      }
    },
    [directory, translate],
  );

  useEffect(() => {
    if (!enabled) return;
    void load(true);
    return () => {
      requestNumber.current += 1;
    };
  }, [enabled, load]);

  const reload = useCallback(() => void load(false), [load]);

  const removeItems = useCallback((names: readonly string[]) => {
    const gone = new Set(names);
    setState((previous) => ({ ...previous, items: previous.items.filter((item) => !gone.has(item.name)) }));
  }, []);

  const upsertItem = useCallback((item: MediaItem) => {
    setState((previous) => ({
      ...previous,
      items: [...previous.items.filter((existing) => existing.name !== item.name), item],
    }));
  }, []);

  return { ...state, reload, removeItems, upsertItem };
}
