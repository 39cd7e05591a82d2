/** The client-side twin of the server's upload checks: type by MIME and extension, size limit. */
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from './mediaRules';

export type FileRefusalReason = 'type' | 'size' | 'empty';

const EXTENSIONS = new Set(Object.values(ACCEPTED_IMAGE_TYPES).flat());

function extensionOf(name: string): string {
  const match = /\.[^./\\]+$/.exec(name.toLowerCase());
  return match ? match[0] : '';
}

/** Why a file cannot be sent, or null when it may go. */
export function checkImageFile(file: Pick<File, 'name' | 'type' | 'size'>): FileRefusalReason | null {
  // Some systems give no MIME type; the extension then decides, and the server checks the bytes.
  const typeAccepted = file.type === '' || file.type in ACCEPTED_IMAGE_TYPES;
  if (!typeAccepted || !EXTENSIONS.has(extensionOf(file.name))) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'size';
  return null;
}
