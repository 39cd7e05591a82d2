/**
 * Turns a catalogue command into the program to start and the line shown to the developer. Vitest
 * runs through node and its own entry file (no npx: no lookup, no network), shown as the npx line
 * one would type in the project root.
 */
import path from 'node:path';
import type { CatalogCommand } from './catalog';

export interface ResolvedCommand {
  file: string;
  args: string[];
  display: string;
}

const quote = (arg: string) => (/^[\w./:=@-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`);

export function vitestCommand(projectRoot: string, vitestArgs: readonly string[]): ResolvedCommand {
  return {
    file: process.execPath,
    args: [path.join(projectRoot, 'node_modules', 'vitest', 'vitest.mjs'), ...vitestArgs],
    display: ['npx', 'vitest', ...vitestArgs].map(quote).join(' '),
  };
}

export function vitestRunArgs(command: Extract<CatalogCommand, { kind: 'vitest' }>): string[] {
  return ['run', '--project', command.project, ...command.filters];
}

export function resolveCommand(command: CatalogCommand, projectRoot: string): ResolvedCommand {
  switch (command.kind) {
    case 'vitest':
      return vitestCommand(projectRoot, vitestRunArgs(command));
    case 'npmScript':
      return { file: 'npm', args: ['run', command.script], display: `npm run ${quote(command.script)}` };
    case 'program':
      return {
        file: command.file,
        args: [...command.args],
        display: command.display ?? [command.file, ...command.args].map(quote).join(' '),
      };
  }
}
