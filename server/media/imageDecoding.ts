/**
 * Whether uploaded bytes are a whole image and not merely its first bytes: a bare signature or a
 * cut header would otherwise be stored and served as a picture no browser can show. PNG is decoded
 * in full (every chunk's checksum and the compressed pixels); for the other types the dimensions
 * are read from the header, which a truncated file does not have, and a WebP must be as long as it
 * says it is.
 */
import { imageSize } from 'image-size';
import { PNG } from 'pngjs';
import type { ImageType } from './imageType';

/** Decoding a PNG allocates 4 bytes per pixel: above this, one upload could exhaust memory. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export type DecodeVerdict = 'ok' | 'unreadable' | 'tooManyPixels';

function dimensions(bytes: Buffer): { width: number; height: number } | undefined {
  try {
    // image-size reads through a DataView of the whole underlying ArrayBuffer: on a pooled Buffer
    // a cut header is completed by whatever bytes follow in the pool. An exact copy bounds it.
    const { width, height } = imageSize(new Uint8Array(bytes));
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

/** A RIFF file (WebP) gives its own length: fewer bytes than that is a cut file. */
function riffComplete(bytes: Buffer): boolean {
  return bytes.length >= 12 && bytes.readUInt32LE(4) + 8 <= bytes.length;
}

export function checkDecodes(bytes: Buffer, type: ImageType): DecodeVerdict {
  if (type.mime === 'image/webp' && !riffComplete(bytes)) return 'unreadable';
  const size = dimensions(bytes);
  if (!size) return 'unreadable';
  if (size.width * size.height > MAX_IMAGE_PIXELS) return 'tooManyPixels';
  if (type.mime !== 'image/png') return 'ok';
  try {
    const png = PNG.sync.read(bytes);
    return png.width === size.width && png.height === size.height ? 'ok' : 'unreadable';
  } catch {
    return 'unreadable';
  }
}
