/**
 * The text of a dropped file. Excel writes UTF-8 (with a BOM for "CSV UTF-8") or Windows-1252
 * ("CSV (séparateur : point-virgule)" in French): strict UTF-8 first, Windows-1252 when the bytes
 * are not valid UTF-8. A UTF-8 file with a few stray bytes (a cell pasted from a Windows-1252 file)
 * stays UTF-8: read as Windows-1252 every accent of it would turn into `Ã©` without a word, so it is
 * read as UTF-8 and the lines holding the unreadable bytes are named. UTF-16 and binary files are
 * refused rather than turned into garbage.
 */
import { IMPORT_MAX_BYTES } from '../../../resources/contracts/importContract';

export type DecodeFailure = 'tooLarge' | 'binary';
export type Decoded =
  /** `badLines`: the file's lines (from 1) where bytes that are not UTF-8 became `\uFFFD`. */
  { ok: true; text: string; badLines?: number[] } | { ok: false; reason: DecodeFailure };

const UTF16_BOMS = [
  [0xff, 0xfe],
  [0xfe, 0xff],
];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

/**
 * Windows-1252 differs from Latin-1 only in 0x80–0x9F (€, ‘, ’, œ, …). Decoded by hand because some
 * runtimes (Node built without full ICU) give TextDecoder('windows-1252') Latin-1's control codes.
 */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

const CHUNK = 0x8000;

export function decodeWindows1252(bytes: Uint8Array): string {
  const codes = new Uint16Array(bytes.length);
  bytes.forEach((byte, index) => {
    codes[index] = byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH.charCodeAt(byte - 0x80) : byte;
  });
  const parts: string[] = [];
  // fromCharCode takes its codes as arguments: in slices, to stay below the engine's argument limit.
  for (let start = 0; start < codes.length; start += CHUNK) {
    parts.push(String.fromCharCode(...codes.subarray(start, start + CHUNK)));
  }
  return parts.join('');
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
    return mostlyUtf8(bytes) ?? { ok: true, text: decodeWindows1252(bytes) };
  }
}

const REPLACEMENT = '\uFFFD';

/**
 * The file read as UTF-8 when its well-formed multi-byte characters outnumber its malformed bytes;
 * a Windows-1252 file has next to none (its accents are single bytes that UTF-8 cannot read).
 */
function mostlyUtf8(bytes: Uint8Array): Decoded | undefined {
  const text = new TextDecoder('utf-8').decode(bytes);
  let readable = 0;
  let unreadable = 0;
  for (const char of text) {
    if (char === REPLACEMENT) unreadable += 1;
    else if (char.codePointAt(0)! > 0x7f) readable += 1;
  }
  if (readable <= unreadable) return undefined;
  const badLines = text.split('\n').flatMap((line, index) => (line.includes(REPLACEMENT) ? [index + 1] : []));
  return { ok: true, text, badLines };
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
