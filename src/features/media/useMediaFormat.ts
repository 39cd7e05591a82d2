/** The formatters of mediaFormat.ts bound to the current language. */
import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatBytes, formatDate, formatDimensions } from './mediaFormat';
import type { MediaItem } from './mediaItem';

export function useMediaFormat() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useMemo(
    () => ({
      size: (bytes: number) => formatBytes(bytes, translate, locale),
      dimensions: (item: Pick<MediaItem, 'width' | 'height'>) => formatDimensions(item, translate),
      date: (iso: string) => formatDate(iso, locale),
    }),
    [translate, locale],
  );
}
