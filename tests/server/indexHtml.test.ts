/**
 * The index.html a build writes (dist/, built by the tests' global setup when missing): its loader
 * asks for the app's main code (or holds it back on a phone's cold load of a list), the cold start
 * script runs on its own (async) with what it imports preloaded, and the root says what is coming
 * until the app mounts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { app } from '../../i18n/fr/app';
import { HELD_START_GLOBAL, HOLD_LIMIT_MS, LOADER_CONTRACT } from '../../src/app/loaderContract';
import { PHONE_MEDIA_QUERY } from '../../src/engine/list/phoneMedia';
import { TOKEN_KEY } from '../../src/providers/http/sessionKeys';
import { withAppLoader } from '../../server/build/appLoader';
import { withStartupSplash } from '../../server/build/startupSplash';

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
const indexHtml = () => readFileSync(join(DIST, 'index.html'), 'utf8');
const built = (href: string) => existsSync(join(DIST, href.replace(/^\/EduAdmin\//, '')));

interface Added {
  tag: string;
  rel?: string;
  type?: string;
  src?: string;
  href?: string;
}

/** The built page's loader: its code and what its data attributes name. */
function builtLoader() {
  const match = /<script data-entry="([^"]+)" data-preloads="([^"]*)">([\s\S]*?)<\/script>/.exec(indexHtml());
  if (!match) throw new Error('index.html has no loader');
  return { entry: match[1], preloads: match[2], code: match[3] };
}

/** Runs the loader against a page of this width, session and address; what it added, when. */
function runLoader(visit: { phone: boolean; signedIn: boolean; hash: string }) {
  const { entry, preloads, code } = builtLoader();
  const added: Added[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const window: Record<string, unknown> = {};
  runInNewContext(code, {
    window,
    document: {
      currentScript: { dataset: { entry, preloads } },
      createElement: (tag: string) => ({ tag }),
      head: { append: (element: Added) => added.push(element) },
    },
    location: { hash: visit.hash },
    matchMedia: (query: string) => ({ matches: visit.phone && query === PHONE_MEDIA_QUERY }),
    localStorage: { getItem: (key: string) => (visit.signedIn && key === TOKEN_KEY ? 'jeton' : null) },
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  });
  const scripts = () => added.filter((element) => element.tag === 'script');
  return { entry, preloads: preloads.split(' '), added, timers, window, scripts };
}

describe('the built index.html', () => {
  it('has a loader after the viewport tag and before every script, and no main script of its own', () => {
    const html = indexHtml();
    const loaderAt = html.indexOf('<script data-entry=');
    expect(html.indexOf('<meta name="viewport"')).toBeLessThan(loaderAt);
    expect(loaderAt).toBeLessThan(html.indexOf('<script type="module"'));
    const { entry, preloads } = builtLoader();
    expect(html).not.toContain(`src="${entry}"`);
    expect(built(entry)).toBe(true);
    // What the app's entry imports is asked for with it, and exists.
    const named = preloads.split(' ');
    const imported = [
      ...readFileSync(join(DIST, entry.replace(/^\/EduAdmin\//, '')), 'utf8').matchAll(
        /from\s*"\.\/([^"]+\.js)"/g,
      ),
    ].map((match) => `/EduAdmin/assets/${match[1]}`);
    expect(imported.length).toBeGreaterThan(0);
    for (const file of imported) expect(named).toContain(file);
    for (const href of named) expect(built(href), href).toBe(true);
  });

  it('asks for the app’s code at once on a wide screen, signed out, or at a record’s address', () => {
    for (const visit of [
      { phone: false, signedIn: true, hash: '#/activities' },
      { phone: true, signedIn: false, hash: '#/activities' },
      { phone: true, signedIn: true, hash: '#/activities/3' },
      { phone: true, signedIn: true, hash: '#/' },
    ]) {
      const page = runLoader(visit);
      expect(page.scripts(), JSON.stringify(visit)).toEqual([
        { tag: 'script', type: 'module', crossOrigin: '', src: page.entry },
      ]);
      expect(
        page.added.filter((element) => element.rel === 'modulepreload').map((link) => link.href),
      ).toEqual(page.preloads);
      expect(page.window[HELD_START_GLOBAL]).toBeUndefined();
    }
  });

  it('on a phone’s signed-in list address, holds the app back until the cold start starts it, or its time limit', () => {
    const page = runLoader({ phone: true, signedIn: true, hash: '#/activities' });
    expect(page.added).toEqual([]);
    const start = page.window[HELD_START_GLOBAL];
    expect(start).toBeTypeOf('function');
    expect(page.timers.map((timer) => timer.ms)).toEqual([HOLD_LIMIT_MS]);
    (start as () => void)();
    expect(page.scripts().map((script) => script.src)).toEqual([page.entry]);
    expect(page.window[HELD_START_GLOBAL]).toBeUndefined();
    // The time limit comes later: the app is not asked for twice.
    page.timers[0].run();
    expect(page.scripts()).toHaveLength(1);

    const late = runLoader({ phone: true, signedIn: true, hash: '#/users' });
    late.timers[0].run();
    expect(late.scripts().map((script) => script.src)).toEqual([late.entry]);
    expect(late.window[HELD_START_GLOBAL]).toBeUndefined();
  });

  it('leaves a page without a main script as it is', () => {
    const page = '<head><meta name="viewport" content="width=device-width" /></head><div id="root"></div>';
    expect(withAppLoader(page, LOADER_CONTRACT)).toBe(page);
  });

  it('runs the cold start script on its own, with its imports preloaded', () => {
    const tags = indexHtml().match(/<(script|link)\b[^>]*>/g) ?? [];
    const first = tags.find((tag) => tag.startsWith('<script') && tag.includes(' src=')) ?? '';
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
