/** The media library's shared rules (resources/contracts/mediaRules.ts) plus what only the browser needs. */
import { DEFAULT_UPLOAD_LIMIT_BYTES, type MediaDirectory } from '../../../resources/contracts/mediaRules';

export {
  ACCEPTED_IMAGE_TYPES,
  MEDIA_DIRECTORIES,
  isMediaDirectory,
  type MediaDirectory,
} from '../../../resources/contracts/mediaRules';

export const DEFAULT_DIRECTORY: MediaDirectory = 'cartes';
export const MAX_UPLOAD_BYTES = DEFAULT_UPLOAD_LIMIT_BYTES;
export const MAX_PARALLEL_UPLOADS = 3;
