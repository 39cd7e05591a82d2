/** The wire shape of the media library: GET /api/media/{directory} lists these, an upload answers one. */

/** One image of a media directory. */
export interface MediaItem {
  /** The stored file name (mediaRules.ts, isStoredName). */
  name: string;
  /** `/media-files/{directory}/{name}`, relative to the API base. */
  url: string;
  /** Bytes. */
  size: number;
  /** Pixels; null when the image's header cannot be read. */
  width: number | null;
  height: number | null;
  /** MIME type. */
  type: string;
  /** ISO date-time of the file's last change. */
  modified_at: string;
}
