/**
 * The catalogue as this checkout sees it: which entries can run here (configured) and the test
 * shape of spec 3 that the API returns.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { timeoutSecondsOf, type CatalogCommand, type CatalogEntry, type VitestProject } from './catalog';
import type { TestItem } from '../../resources/contracts/testDashboardContract';
import { resolveCommand, type ResolvedCommand } from './commandLine';
import { catalogText } from './messages';

/** A catalogue entry as the API describes it. */
export type TestView = TestItem;

export interface ResolvedEntry {
  entry: CatalogEntry;
  view: TestView;
  /** Present when configured. */
  command?: ResolvedCommand;
}

/** Where each Vitest project finds its files (vite.config.ts `include`). */
const PROJECT_ROOTS: Record<VitestProject, { dirs: string[]; pattern: RegExp }> = {
  frontend: { dirs: ['tests/frontend'], pattern: /\.test\.tsx?$/ },
  server: { dirs: ['tests/server', 'tests/shared'], pattern: /\.test\.ts$/ },
};

function listTestFiles(projectRoot: string, project: VitestProject): string[] {
  const { dirs, pattern } = PROJECT_ROOTS[project];
  const files: string[] = [];
  for (const dir of dirs) {
    const absolute = path.join(projectRoot, dir);
    if (!existsSync(absolute)) continue;
    for (const name of readdirSync(absolute, { recursive: true, encoding: 'utf8' })) {
      const relative = `${dir}/${name.split(path.sep).join('/')}`;
      if (pattern.test(relative) && !relative.includes('node_modules/')) files.push(relative);
    }
  }
  return files;
}

function readScripts(projectRoot: string): Record<string, string> {
  try {
    const pkg = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
      scripts?: Record<string, string>;
    };
    return pkg.scripts ?? {};
  } catch {
    return {};
  }
}

interface Checkout {
  files: Record<VitestProject, string[]>;
  scripts: Record<string, string>;
}

function isConfigured(command: CatalogCommand | null, checkout: Checkout, projectRoot: string): boolean {
  if (command === null) return false;
  switch (command.kind) {
    case 'vitest': {
      const files = checkout.files[command.project];
      // Vitest keeps the files whose path contains one of the filters.
      return command.filters.length === 0
        ? files.length > 0
        : files.some((file) => command.filters.some((filter) => file.includes(filter)));
    }
    case 'npmScript':
      return (
        command.script in checkout.scripts &&
        command.requires.every((file) => existsSync(path.join(projectRoot, file)))
      );
    case 'program':
      return true;
  }
}

export class TestCatalog {
  constructor(
    private readonly entries: readonly CatalogEntry[],
    readonly projectRoot: string,
  ) {}

  /** Re-read on each call: test files appear while the server runs. */
  resolve(): ResolvedEntry[] {
    const checkout: Checkout = {
      files: {
        frontend: listTestFiles(this.projectRoot, 'frontend'),
        server: listTestFiles(this.projectRoot, 'server'),
      },
      scripts: readScripts(this.projectRoot),
    };
    return this.entries.map((entry) => {
      const configured = isConfigured(entry.command, checkout, this.projectRoot);
      const resolved = entry.command ? resolveCommand(entry.command, this.projectRoot) : undefined;
      const command = configured ? resolved : undefined;
      const text = catalogText(entry.id);
      return {
        entry,
        command,
        view: {
          id: entry.id,
          name: text.name,
          description: text.description,
          category: entry.category,
          type: entry.type,
          priority: entry.priority,
          estimated_duration: entry.estimatedDuration,
          status: configured ? 'configured' : 'not_configured',
          tags: [...entry.tags],
          command: resolved?.display ?? null,
          timeout: timeoutSecondsOf(entry),
        },
      };
    });
  }

  find(id: string): ResolvedEntry | undefined {
    return this.resolve().find((resolved) => resolved.entry.id === id);
  }

  has(id: string): boolean {
    return this.entries.some((entry) => entry.id === id);
  }
}
