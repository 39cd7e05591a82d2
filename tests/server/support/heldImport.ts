/**
 * Holds the imports of a test server inside their analysis until the test lets them go, so a test
 * sends its next request while they are still running. The `users` hook of heldImports/ calls
 * `pass` for each row it checks.
 */

interface Holder {
  open: boolean;
  arrived: number;
  waiting: (() => void)[];
  watchers: { count: number; resolve: () => void }[];
}

// On globalThis: the server loads its hooks with its own import() of the file.
const KEY = Symbol.for('eduadmin.tests.heldImport');
const state = globalThis as unknown as Record<symbol, Holder | undefined>;

function holder(): Holder {
  state[KEY] ??= { open: true, arrived: 0, waiting: [], watchers: [] };
  return state[KEY];
}

export const heldImport = {
  /** From now on, every import that reaches a row waits. */
  hold(): void {
    Object.assign(holder(), { open: false, arrived: 0 });
  },
  /** Resolves once `count` imports are waiting. */
  arrived(count: number): Promise<void> {
    const h = holder();
    if (h.arrived >= count) return Promise.resolve();
    return new Promise((resolve) => h.watchers.push({ count, resolve }));
  },
  release(): void {
    const h = holder();
    h.open = true;
    for (const go of h.waiting.splice(0)) go();
  },
  async pass(): Promise<void> {
    const h = holder();
    if (h.open) return;
    h.arrived += 1;
    for (const watcher of h.watchers.filter((w) => w.count <= h.arrived)) watcher.resolve();
    h.watchers = h.watchers.filter((w) => w.count > h.arrived);
    await new Promise<void>((resolve) => h.waiting.push(resolve));
  },
};
