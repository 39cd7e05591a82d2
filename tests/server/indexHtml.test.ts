/**
 * The index.html a build writes (dist/, built by the tests' global setup when missing): the cold
 * start script comes first and runs on its own (async), with what it imports preloaded, and the
 * root says what is coming until the app mounts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { app } from '../../i18n/fr/app';
import { withStartupSplash } from '../../server/build/startupSplash';

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
const indexHtml = () => readFileSync(join(DIST, 'index.html'), 'utf8');
const built = (href: string) => existsSync(join(DIST, href.replace(/^\/EduAdmin\//, '')));

describe('the built index.html', () => {
  it('runs the cold start script first, on its own, with its imports preloaded', () => {
    const tags = indexHtml().match(/<(script|link)\b[^>]*>/g) ?? [];
    const first = tags.find((tag) => tag.startsWith('<script')) ?? '';
    expect(first).toMatch(/type="module"/);
    expect(first).toMatch(/\basync\b/);
    const coldStart = /src="([^"]+cold-start-[^"]+\.js)"/.exec(first)?.[1];
    expect(coldStart).toBeDefined();
    expect(built(coldStart ?? '')).toBe(true);
    // Everything the cold start imports is asked for at once, and exists.
    const imported = [
      ...readFileSync(join(DIST, (coldStart ?? '').replace(/^\/EduAdmin\//, '')), 'utf8').matchAll(
        /from\s*"\.\/([^"]+\.js)"/g,
      ),
    ].map((match) => match[1]);
    const preloaded = tags
      .filter((tag) => tag.includes('rel="modulepreload"'))
      .map((tag) => /href="([^"]+)"/.exec(tag)?.[1] ?? '');
    for (const file of imported) expect(preloaded).toContain(`/EduAdmin/assets/${file}`);
    for (const href of preloaded) expect(built(href), href).toBe(true);
  });

  it('says what is coming in the root until the app mounts', () => {
    const root = /<div id="root">([\s\S]*?)<\/div>/.exec(indexHtml())?.[1] ?? '';
    expect(root).toContain(`${app.title} · ${app.loading}`);
  });

  it('leaves a page without an empty root as it is', () => {
    expect(withStartupSplash('<body><main></main></body>')).toBe('<body><main></main></body>');
  });
});
