/**
 * `/favicon.ico`: the icon the built index.html links to (a hashed file under assets/), also
 * served at the address browsers and other tools ask for when a page names none, so it never
 * answers 404. Read once when the server starts, from the build it serves.
 */
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** The icon file index.html links to, if it names one inside the build. */
function linkedIcon(distDir: string, appBase: string): { path: string; type: string } | undefined {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const link = (html.match(/<link\b[^>]*>/g) ?? []).find((tag) => /\brel="(shortcut )?icon"/.test(tag));
  const href = link && /\bhref="([^"]+)"/.exec(link)?.[1];
  if (!href?.startsWith(appBase)) return undefined;
  const path = resolve(distDir, href.slice(appBase.length));
  const type = IMAGE_TYPES[extname(path).toLowerCase()];
  const inside = !relative(distDir, path).startsWith('..');
  return type && inside && existsSync(path) ? { path, type } : undefined;
}

export function registerFavicon(app: FastifyInstance, distDir: string, appBase: string): void {
  const icon = linkedIcon(distDir, appBase);
  if (!icon) return;
  const content = readFileSync(icon.path);
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type(icon.type)
      // Not a hashed name: a day of cache, so a new icon shows up.
      .header('Cache-Control', 'public, max-age=86400')
      .header('X-Content-Type-Options', 'nosniff')
      .send(content),
  );
}
