/**
 * Serves the built app under /EduAdmin/ (hashed assets compressed at build time and cached for a
 * year, index.html revalidated on every visit), its icon at /favicon.ico, and the media files under
 * /media-files/.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ApiError } from '../http/apiError';
import { t } from '../http/messages';
import { MEDIA_URL_PREFIX } from '../media/mediaLibrary';
import { registerFavicon } from './favicon';

export const APP_BASE = '/EduAdmin/';

const LONG_CACHE = 'public, max-age=31536000, immutable';

export async function registerAppRoutes(app: FastifyInstance, distDir: string): Promise<void> {
  app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.redirect(APP_BASE));

  if (!existsSync(join(distDir, 'index.html'))) {
    const notBuilt = async () => {
      throw new ApiError(404, t('server.app.notBuilt'));
    };
    app.get(APP_BASE.slice(0, -1), { schema: { hide: true } }, notBuilt);
    app.get(`${APP_BASE}*`, { schema: { hide: true } }, notBuilt);
    return;
  }

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: APP_BASE,
    redirect: true,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'deny',
    setHeaders: (reply: FastifyReply, path: string) => {
      // Vite names every built asset after its content hash: it never changes under that name.
      const hashed = /[\\/]assets[\\/]/.test(path);
      reply.header('Cache-Control', hashed ? LONG_CACHE : 'no-cache');
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });
  registerFavicon(app, distDir, APP_BASE);
}

export async function registerMediaFiles(
  app: FastifyInstance,
  mediaRoot: string,
  directories: readonly string[],
) {
  await app.register(fastifyStatic, {
    root: mediaRoot,
    prefix: `${MEDIA_URL_PREFIX}/`,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    allowedPath: (pathName: string) => directories.includes(pathName.split('/').filter(Boolean)[0] ?? ''),
    setHeaders: (reply: FastifyReply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      // A file can be replaced under the same name: revalidate with its ETag.
      reply.header('Cache-Control', 'no-cache');
      reply.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox");
    },
  });
}
