/** The media files of the allow-listed directories under DATA_DIR/media. */
import { mkdirSync } from 'node:fs';
import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { checkDecodes } from './imageDecoding';
import { detectImageType, mimeOfStoredName } from './imageType';
import { isStoredName, safeBaseName } from './safeName';

import type { MediaItem } from '../../resources/contracts/mediaContract';
import { MEDIA_DIRECTORIES, MEDIA_URL_PREFIX } from '../../resources/contracts/mediaRules';

export { MEDIA_DIRECTORIES, MEDIA_URL_PREFIX };

export class UnsupportedImageError extends Error {}

/** The bytes start like an image of an accepted type but do not decode as one. */
export class UnreadableImageError extends Error {
  constructor(readonly reason: 'unreadable' | 'tooManyPixels') {
    super(reason);
  }
}

export class MediaLibrary {
  /** Dimensions by path, valid while the file's size and time are unchanged. */
  private readonly dimensions = new Map<
    string,
    { stamp: string; width: number | null; height: number | null }
  >();

  constructor(
    readonly root: string,
    readonly directories: readonly string[] = MEDIA_DIRECTORIES,
  ) {
    for (const directory of directories) mkdirSync(join(root, directory), { recursive: true });
  }

  has(directory: string): boolean {
    return this.directories.includes(directory);
  }

  private async describe(directory: string, name: string): Promise<MediaItem | undefined> {
    const path = join(this.root, directory, name);
    const type = mimeOfStoredName(name);
    if (!type || !isStoredName(name)) return undefined;
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const stamp = `${info.size}:${info.mtimeMs}`;
    let size = this.dimensions.get(path);
    if (size?.stamp !== stamp) {
      try {
        const { width, height } = imageSize(await readFile(path));
        size = { stamp, width: width ?? null, height: height ?? null };
      } catch {
        size = { stamp, width: null, height: null };
      }
      this.dimensions.set(path, size);
    }
    return {
      name,
      url: `${MEDIA_URL_PREFIX}/${directory}/${encodeURIComponent(name)}`,
      size: info.size,
      width: size.width,
      height: size.height,
      type,
      modified_at: info.mtime.toISOString(),
    };
  }

  async list(directory: string): Promise<MediaItem[]> {
    const names = (await readdir(join(this.root, directory))).sort((a, b) => a.localeCompare(b, 'fr'));
    const items = await Promise.all(names.map((name) => this.describe(directory, name)));
    return items.filter((item): item is MediaItem => item !== undefined);
  }

  /** Stores an image under a safe, free name (`photo.png`, then `photo-1.png`, ...). */
  async save(directory: string, originalName: string, bytes: Buffer): Promise<MediaItem> {
    const type = detectImageType(bytes);
    if (!type) throw new UnsupportedImageError();
    const verdict = checkDecodes(bytes, type);
    if (verdict !== 'ok') throw new UnreadableImageError(verdict);
    const base = safeBaseName(originalName);
    for (let attempt = 0; attempt < 10000; attempt += 1) {
      const name = `${base}${attempt === 0 ? '' : `-${attempt}`}.${type.extension}`;
      try {
        // `wx` fails when the name is taken, so two uploads never overwrite each other.
        await writeFile(join(this.root, directory, name), bytes, { flag: 'wx' });
        return (await this.describe(directory, name)) as MediaItem;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    throw new Error(`No free name for ${base} in ${directory}`);
  }

  /**
   * Whether the directory holds a file of exactly this name: read from the directory's listing, so
   * `Photo.PNG` is not `photo.png` even on a file system that ignores case.
   */
  async contains(directory: string, name: string): Promise<boolean> {
    if (!this.has(directory) || !isStoredName(name)) return false;
    const names = await readdir(join(this.root, directory)).catch(() => [] as string[]);
    return names.includes(name);
  }

  /** Deletes a file; false when there is none of that name. */
  async remove(directory: string, name: string): Promise<boolean> {
    if (!isStoredName(name)) return false;
    try {
      await unlink(join(this.root, directory, name));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }
}
