/**
 * The two apps the page benchmark compares, which differ only in how they start and sign in:
 * EduAdmin on its reference server (demo data, the demo administrator signed in), and the stock
 * react-admin app on the fake API (no sign-in). Both show the activities list 25 rows at a time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import activities from '../resources/activities';
import { startServer } from '../tests/e2e/support/serverProcess';
import type { PageTarget } from './pageLoad';
import { sessionScript, signIn } from './session';
import { startStock } from './stock/start';

/** EduAdmin's page size for activities: the stock app is asked for the same through its URL. */
const ROWS_PER_PAGE = activities.perPage ?? 25;

export interface EduAdminTarget extends PageTarget {
  /** The app's address (its sign-in page when signed out). */
  baseUrl: string;
}

export async function startEduAdmin(): Promise<EduAdminTarget> {
  const dataDir = mkdtempSync(join(tmpdir(), 'eduadmin-bench-page-'));
  const server = await startServer({ dataDir, logFile: join(dataDir, 'server.log') });
  try {
    const session = await signIn(server.origin);
    return {
      label: 'EduAdmin',
      baseUrl: server.baseUrl,
      listUrl: `${server.baseUrl}#/activities`,
      signInScript: sessionScript(session),
      async stop() {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export async function startStockApp(): Promise<PageTarget> {
  const server = await startStock();
  return {
    label: 'react-admin de base',
    // react-admin reads the page size from the list's URL: the stock app itself stays untouched.
    listUrl: `${server.baseUrl}#/activities?perPage=${ROWS_PER_PAGE}`,
    stop: () => server.stop(),
  };
}
