/**
 * Serves the built stock app under /EduAdmin/ (compressed and cached like EduAdmin's own build,
 * server/static/staticRoutes.ts), the fake REST API under /api and the activity cards, on
 * 127.0.0.1. The stock app has no sign-in: its pages open directly.
 */
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply } from 'fastify';
import { THEMES } from '../../server/seed/frenchData';
import { drawCard } from '../../server/seed/demoImages';
import { registerFakeApi } from './fakeApi';
import { CARDS_PATH, cardName, fakeDatabase, type FakeDatabase } from './fakeData';

export const STOCK_APP_PATH = '/EduAdmin/';

export interface StockServer {
  origin: string;
  /** The app's address, ending in /EduAdmin/. */
  baseUrl: string;
  stop(): Promise<void>;
}

export async function serveStock(distDir: string): Promise<StockServer> {
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: STOCK_APP_PATH,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => {
      reply.header(
        'Cache-Control',
        /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const cards = new Map(THEMES.map((theme, index) => [cardName(index), drawCard(theme.color, index + 1)]));
  app.get<{ Params: { name: string } }>(`${CARDS_PATH}/:name`, async (request, reply) => {
    const card = cards.get(request.params.name);
    if (!card) return reply.code(404).send();
    return reply.type('image/png').header('Cache-Control', 'no-cache').send(card);
  });

  // The records need the server's address (absolute image URLs): listen first, then fill them.
  const database: FakeDatabase = new Map();
  await registerFakeApi(app, database);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const origin = address.replace('localhost', '127.0.0.1');
  for (const [name, records] of fakeDatabase(origin)) database.set(name, records);
  return {
    origin,
    baseUrl: `${origin}${STOCK_APP_PATH}`,
    stop: () => app.close(),
  };
}
