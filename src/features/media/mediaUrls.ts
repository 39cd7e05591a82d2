import { apiUrl } from '../../providers/http/httpClient';

const ABSOLUTE = /^(https?:|data:|blob:)/i;

/** Where the browser loads an image from: media URLs are relative to the API base. */
export function mediaSrc(url: string): string {
  return ABSOLUTE.test(url) ? url : apiUrl(url);
}

/** The full address to share or paste elsewhere (the API base may be the page's own origin). */
export function publicMediaUrl(url: string): string {
  return new URL(mediaSrc(url), window.location.href).href;
}

/** The file name at the end of a stored image URL, for alt texts and captions. */
export function fileNameOf(url: string): string {
  const last = url.split(/[?#]/)[0].split('/').filter(Boolean).pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
