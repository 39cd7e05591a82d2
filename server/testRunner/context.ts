/** What the route files share: one catalogue, one history store and one runner per server. */
import type { FastifyRequest } from 'fastify';
import type { HistoryStore } from './historyStore';
import type { TestRunner } from './runner';
import type { TestCatalog } from './testCatalog';

export interface RunnerContext {
  catalog: TestCatalog;
  store: HistoryStore;
  runner: TestRunner;
  projectRoot: string;
  /** DATA_DIR/coverage. */
  reportsDirectory: string;
}

/** The signed-in user who asked (set by the app's authentication hook), for the history. */
export function requesterOf(request: FastifyRequest): string | null {
  const user = (request as FastifyRequest & { user?: { email?: unknown; id?: unknown } }).user;
  if (typeof user?.email === 'string') return user.email;
  if (user?.id !== undefined && user.id !== null) return String(user.id);
  return null;
}
