/** Small real images of each accepted type, and files that only pretend to be images. */
import { PNG } from 'pngjs';

export function pngImage(width = 3, height = 2): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(200);
  return PNG.sync.write(png);
}

export const JPEG_1x1 = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
export const GIF_1x1 = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
export const WEBP_1x1 = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
/** The start of a Windows executable ("MZ" header). */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** The 8-byte PNG signature and nothing else: the type is recognised, no image follows. */
export const PNG_SIGNATURE_ONLY = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG whose compressed pixels are damaged (one byte of its IDAT chunk changed). */
export function corruptPng(): Buffer {
  const bytes = Buffer.from(pngImage(8, 8));
  const idat = bytes.indexOf('IDAT');
  bytes[idat + 6] ^= 0xff;
  return bytes;
}
