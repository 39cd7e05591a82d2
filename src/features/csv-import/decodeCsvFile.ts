/**
 * The text of a dropped file. Excel writes UTF-8 (with a BOM for "CSV UTF-8") or Windows-1252
 * ("CSV (séparateur : point-virgule)" in French): strict UTF-8 first, Windows-1252 when the bytes
 * are not valid UTF-8. UTF-16 and binary files are refused rather than turned into garbage.
 */
import { IMPORT_MAX_BYTES } from '../../../resources/kit/importContract';

export type DecodeFailure = 'tooLarge' | 'binary';
export type Decoded = { ok: true; text: string } | { ok: false; reason: DecodeFailure };

const UTF16_BOMS = [
  [0xff, 0xfe],
  [0xfe, 0xff],
];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

export function decodeCsvBytes(bytes: Uint8Array): Decoded {
  if (bytes.length > IMPORT_MAX_BYTES) return { ok: false, reason: 'tooLarge' };
  // A text CSV never holds NUL; UTF-16 text is full of them, binaries too.
  if (UTF16_BOMS.some((bom) => startsWith(bytes, bom)) || bytes.includes(0)) {
    return { ok: false, reason: 'binary' };
  }
  try {
    // The default ignoreBOM: false drops a leading UTF-8 BOM.
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: true, text: new TextDecoder('windows-1252').decode(bytes) };
  }
}

/** FileReader rather than Blob.arrayBuffer, which older browsers (and jsdom) lack. */
function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsArrayBuffer(file);
  });
}

/** Reads a File; the size is checked before reading so a huge file is not loaded for nothing. */
export async function decodeCsvFile(file: Blob): Promise<Decoded> {
  if (file.size > IMPORT_MAX_BYTES) return { ok: false, reason: 'tooLarge' };
  return decodeCsvBytes(await readBytes(file));
}
