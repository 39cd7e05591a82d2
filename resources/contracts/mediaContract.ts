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

/** A record whose image is a file being deleted. */
export interface MediaUse {
  /** The area's name (`activities`). */
  resource: string;
  key: string | number;
  /** The record's representation (its title, a person's name). */
  label: string;
}

/**
 * The 409 of DELETE /api/media/files/{directory}/{name} while records use the file: `detail` names
 * them in French; `uses` lists the first few. When `confirmable`, the same call with `?force=true`
 * deletes the file and clears those records' image; otherwise a declaration refuses the deletion.
 */
export interface MediaInUseBody {
  detail: string;
  uses: { count: number; records: MediaUse[]; confirmable: boolean };
}
