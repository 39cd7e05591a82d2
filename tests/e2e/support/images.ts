/** Real image bytes made on the spot (no binary fixtures in the repository). */
import { PNG } from 'pngjs';

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A PNG of the given size, filled with a gradient so it is not a blank square. */
export function pngFile(name: string, width = 320, height = 200): UploadFile {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      png.data[i] = Math.round((255 * x) / width);
      png.data[i + 1] = Math.round((255 * y) / height);
      png.data[i + 2] = 160;
      png.data[i + 3] = 255;
    }
  }
  return { name, mimeType: 'image/png', buffer: PNG.sync.write(png) };
}

/** The smallest valid GIF: one transparent pixel. */
export function gifFile(name: string): UploadFile {
  const bytes = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
  return { name, mimeType: 'image/gif', buffer: Buffer.from(bytes, 'base64') };
}

/** A text file that claims to be a PNG: only its bytes betray it. */
export function fakePngFile(name: string): UploadFile {
  return { name, mimeType: 'image/png', buffer: Buffer.from('Ceci n’est pas une image.\n'.repeat(40)) };
}
