/** Short real commands for the runner's tests, and a temporary database (this run's engine) to store their history. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CatalogEntry } from '../../../server/testRunner/catalog';
import { ensureTestExecutionsTable, HistoryStore } from '../../../server/testRunner/historyStore';
import { TestRunner, type RunnerOptions } from '../../../server/testRunner/runner';
import { TestCatalog } from '../../../server/testRunner/testCatalog';
import { openTestDatabase } from '../support/testDatabase';

/** A catalogue entry running `node -e script`. */
export function nodeEntry(id: string, script: string, extra: Partial<CatalogEntry> = {}): CatalogEntry {
  return {
    id,
    category: 'backend',
    type: 'unit',
    priority: 'medium',
    estimatedDuration: 1,
    tags: [],
    command: { kind: 'program', file: process.execPath, args: ['-e', script] },
    ...extra,
  };
}

export async function makeRunner(entries: CatalogEntry[], options: RunnerOptions = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'eduadmin-runner-'));
  const db = await openTestDatabase(dir);
  await ensureTestExecutionsTable(db);
  const store = new HistoryStore(db);
  const runner = new TestRunner(new TestCatalog(entries, process.cwd()), store, {
    killGraceMs: 500,
    ...options,
  });
  return {
    runner,
    store,
    db,
    async dispose() {
      await runner.close();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Alive unless gone or a zombie waiting for a reaper (this machine's init may never reap it). */
export function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

export async function waitUntil(check: () => boolean, timeoutMs = 10000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
