/**
 * Keeps the cached directory lists true after an upload or a deletion: the change shows at once,
 * then the directory is read again from the server (other people may have changed it too).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MediaItem } from './mediaItem';
import { mediaKeys } from './queryKeys';

export function useMediaChanges() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const update = (directory: string, change: (items: MediaItem[]) => MediaItem[]) => {
      // Only a directory already read is changed in place; the others are read when opened.
      queryClient.setQueryData<MediaItem[]>(mediaKeys.directory(directory), (items) =>
        items ? change(items) : items,
      );
      return queryClient.invalidateQueries({ queryKey: mediaKeys.directory(directory) });
    };
    return {
      uploaded: (directory: string, item: MediaItem | null | undefined) =>
        update(directory, (items) =>
          item ? [...items.filter((existing) => existing.name !== item.name), item] : items,
        ),
      deleted: (directory: string, names: readonly string[]) => {
        const gone = new Set(names);
        return update(directory, (items) => items.filter((item) => !gone.has(item.name)));
      },
    };
  }, [queryClient]);
}
