/**
 * The index.html a build writes (dist/, built by the tests' global setup when missing): no inline
 * script (the content security policy allows none), the app's main script and its imports asked for
 * by the markup, the early script running on its own (async) with what it imports preloaded, and
 * the root saying what is coming until the app mounts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { app } from '../../i18n/fr/app';
import { withStartupSplash } from '../../build/startupSplash';

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
const indexHtml = () => readFileSync(join(DIST, 'index.html'), 'utf8');
const built = (href: string) => existsSync(join(DIST, href.replace(/^\/EduAdmin\//, '')));
const tagsOf = (html: string) => html.match(/<(script|link)\b[^>]*>/g) ?? [];

describe('the built index.html', () => {
  it('has no inline script', () => {
    const scripts = [...indexHtml().matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, code] of scripts) {
      expect(attributes).toMatch(/\ssrc="/);
      expect(code.trim()).toBe('');
    }
  });

  it('asks for the app’s main script and everything it imports from the markup', () => {
    const tags = tagsOf(indexHtml());
    const main = tags
      .map((tag) => /<script type="module" crossorigin src="([^"]+index-[^"]+\.js)"/.exec(tag)?.[1])
      .find(Boolean);
    expect(main).toBeDefined();
    expect(built(main ?? '')).toBe(true);
    const preloaded = tags
      .filter((tag) => tag.includes('rel="modulepreload"'))
      .map((tag) => /href="([^"]+)"/.exec(tag)?.[1] ?? '');
    const imported = [
      ...readFileSync(join(DIST, (main ?? '').replace(/^\/EduAdmin\//, '')), 'utf8').matchAll(
        /from\s*"\.\/([^"]+\.js)"/g,
      ),
    ].map((match) => `/EduAdmin/assets/${match[1]}`);
    expect(imported.length).toBeGreaterThan(0);
    for (const file of imported) expect(preloaded).toContain(file);
  });

  it('runs the early script on its own, with its imports preloaded', () => {
    const tags = tagsOf(indexHtml());
    const first = tags.find((tag) => tag.startsWith('<script') && tag.includes(' src=')) ?? '';
    expect(first).toMatch(/type="module"/);
    expect(first).toMatch(/\basync\b/);
    const early = /src="([^"]+early-[^"]+\.js)"/.exec(first)?.[1];
    expect(early).toBeDefined();
    expect(built(early ?? '')).toBe(true);
    // Everything the early script imports is asked for at once, and exists.
    const imported = [
      ...readFileSync(join(DIST, (early ?? '').replace(/^\/EduAdmin\//, '')), 'utf8').matchAll(
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
