/**
 * Every file at the top of resources/ is a managed area (the app finds the same files with
 * import.meta.glob in src/engine/declarations.ts): dropping one there is all it takes to get its
 * table and endpoints. Subfolders are not scanned: resources/kit holds the declaration vocabulary,
 * resources/contracts the wire shapes.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ResourceDeclaration } from '../../resources/kit/defineResource';
import { NOT_AREAS } from '../../resources/kit/permissions';

export const RESOURCES_DIR = fileURLToPath(new URL('../../resources', import.meta.url));

function isDeclaration(value: unknown): value is ResourceDeclaration {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ResourceDeclaration).name === 'string' &&
    Array.isArray((value as ResourceDeclaration).fields)
  );
}

export async function loadDeclarations(directory: string = RESOURCES_DIR): Promise<ResourceDeclaration[]> {
  const files = readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.(d|test)\.ts$/.test(entry.name))
    .filter((entry) => !NOT_AREAS.includes(entry.name))
    .map((entry) => entry.name)
    .sort();
  const declarations: ResourceDeclaration[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(directory, file)).href)) as { default?: unknown };
    if (!isDeclaration(module.default)) {
      throw new Error(
        `resources/${file} must export a defineResource({...}) declaration as its default export`,
      );
    }
    declarations.push(module.default);
  }
  return declarations;
}
