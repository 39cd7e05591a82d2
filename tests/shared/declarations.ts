/** The area declarations, found the way the app finds them (every file at the top of resources/). */
import type { ResourceDeclaration } from '../../resources/kit/defineResource';

const modules = import.meta.glob<{ default: ResourceDeclaration }>(
  // The roles file sits beside the areas but is not one (resources/kit/permissions.ts NOT_AREAS).
  ['../../resources/*.ts', '!../../resources/roles.ts'],
  { eager: true },
);

export const declarations: ResourceDeclaration[] = Object.values(modules).map((module) => module.default);

export function declaration(name: string): ResourceDeclaration {
  const found = declarations.find((d) => d.name === name);
  if (!found) throw new Error(`no declaration named ${name}`);
  return found;
}
