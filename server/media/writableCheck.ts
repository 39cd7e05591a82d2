/**
 * Whether the media directory can be written, checked the only sure way: by creating and removing
 * a file in it. Instances sharing a PostgreSQL database share the media directory too (MEDIA_DIR
 * on common storage); one that cannot write there would accept uploads the others cannot serve.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { t } from '../http/messages';

export class MediaNotWritableError extends Error {
  constructor(
    readonly directory: string,
    reason: string,
  ) {
    super(t('server.start.mediaNotWritable', { dir: directory, reason }));
    this.name = 'MediaNotWritableError';
  }
}

/** Throws MediaNotWritableError when `directory` cannot be made or written to. */
export function checkMediaWritable(directory: string): void {
  const probe = join(directory, `.write-check-${process.pid}-${randomBytes(6).toString('hex')}`);
  try {
    mkdirSync(directory, { recursive: true });
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new MediaNotWritableError(directory, typeof code === 'string' ? code : String(error));
  }
}
