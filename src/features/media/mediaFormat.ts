/** How sizes, dimensions and dates of images read, in the user's language. */
import type { TranslateFunction } from 'react-admin';
import type { MediaItem } from './mediaItem';

export function formatBytes(bytes: number, translate: TranslateFunction, locale: string): string {
  const format = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  if (bytes < 1024) return translate('media.units.bytes', { value: format(bytes, 0) });
  if (bytes < 1024 * 1024) return translate('media.units.kilobytes', { value: format(bytes / 1024, 1) });
  return translate('media.units.megabytes', { value: format(bytes / (1024 * 1024), 1) });
}

export function formatDimensions(
  item: Pick<MediaItem, 'width' | 'height'>,
  translate: TranslateFunction,
): string {
  return item.width && item.height
    ? translate('media.item.dimensions', { width: item.width, height: item.height })
    : translate('media.item.unknownDimensions');
}

export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
