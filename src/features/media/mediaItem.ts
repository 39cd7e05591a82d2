/** Reads GET /api/media/{directory}'s entries defensively: another server may send less. */
import type { MediaItem } from '../../../resources/contracts/mediaContract';

export type { MediaItem };

function finiteNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** An entry the screens can show, or null when it lacks a name or an address. */
export function toMediaItem(value: unknown): MediaItem | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  if (typeof raw.name !== 'string' || raw.name === '') return null;
  if (typeof raw.url !== 'string' || raw.url === '') return null;
  return {
    name: raw.name,
    url: raw.url,
    size: finiteNumber(raw.size) ?? 0,
    width: finiteNumber(raw.width),
    height: finiteNumber(raw.height),
    type: typeof raw.type === 'string' ? raw.type : '',
    modified_at: typeof raw.modified_at === 'string' ? raw.modified_at : '',
  };
}

/** A directory listing; an answer that is not an array is an empty directory (spec 5). */
export function toMediaItems(json: unknown): MediaItem[] {
  if (!Array.isArray(json)) return [];
  return json.map(toMediaItem).filter((item): item is MediaItem => item !== null);
}
