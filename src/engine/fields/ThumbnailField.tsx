/**
 * A media image as a small thumbnail. Media URLs are relative to the API base
 * (`/media-files/cartes/x.png`), so they are resolved against it. A plain <img> with its style
 * inline: a list shows one per row, and MUI's `sx` worked its style object out again for each
 * (a quarter of the image column's cost in a cold list's first render). The image is asked for
 * once the rows are on screen (engine/afterPaint.ts).
 */
import { useFieldValue, useTranslate } from 'react-admin';
import { apiUrl } from '../../providers/http/httpClient';
import { usePainted } from '../afterPaint';

export function mediaSrc(url: string): string {
  return /^(https?:|data:|blob:)/i.test(url) ? url : apiUrl(url);
}

export function ThumbnailField({ source, size = 40 }: { source: string; size?: number; label?: string }) {
  const value = useFieldValue({ source });
  const translate = useTranslate();
  const painted = usePainted();
  if (typeof value !== 'string' || value === '') return null;
  // Its place is kept until then: the row does not move when the image comes.
  if (!painted) return <span style={{ display: 'block', width: size, height: size }} />;
  return (
    <img
      src={mediaSrc(value)}
      alt={translate('engine.fields.thumbnail')}
      loading="lazy"
      width={size}
      height={size}
      // MUI's default shape: 4 px corners, as `borderRadius: 1` gave.
      style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }}
    />
  );
}
