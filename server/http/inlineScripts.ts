/**
 * The inline scripts of the built index.html (its loader, server/build/appLoader.ts), allowed by
 * their hash in the content security policy: the policy keeps refusing every other inline script.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** `'sha256-…'` for each inline script of the page, as script-src names it. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter((match) => match[1].trim() !== '')
    .map((match) => `'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
}

/** The hashes of the built app's index.html, none when the app is not built. */
export function builtScriptHashes(distDir: string): string[] {
  const index = join(distDir, 'index.html');
  return existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
}
