/**
 * Every declaration file at the top of resources/ is a managed area: dropping a file there is all
 * it takes (the server discovers the same files with server/resources/loadDeclarations.ts).
 */
import type { ResourceDeclaration } from '../../resources/kit/defineResource';

const modules = import.meta.glob<{ default: ResourceDeclaration }>(
  // The roles file sits beside the areas but is not one (resources/kit/permissions.ts NOT_AREAS).
  ['../../resources/*.ts', '!../../resources/roles.ts'],
  { eager: true },
);

export const declarations: ResourceDeclaration[] = Object.values(modules)
  .map((module) => module.default)
  .sort((a, b) => (a.menuOrder ?? 1000) - (b.menuOrder ?? 1000) || a.name.localeCompare(b.name));
