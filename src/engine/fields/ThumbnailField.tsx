/**
 * A media image as a small thumbnail. Media URLs are relative to the API base
 * (`/media-files/cartes/x.png`), so they are resolved against it.
 */
import Box from '@mui/material/Box';
import { useFieldValue, useTranslate } from 'react-admin';
import { apiUrl } from '../../providers/http/httpClient';

export function mediaSrc(url: string): string {
  return /^(https?:|data:|blob:)/i.test(url) ? url : apiUrl(url);
}

export function ThumbnailField({ source, size = 40 }: { source: string; size?: number; label?: string }) {
  const value = useFieldValue({ source });
  const translate = useTranslate();
  if (typeof value !== 'string' || value === '') return null;
  return (
    <Box
      component="img"
      src={mediaSrc(value)}
      alt={translate('engine.fields.thumbnail')}
      loading="lazy"
      sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
}
