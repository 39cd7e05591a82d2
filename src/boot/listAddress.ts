/**
 * The one definition of a list address: the hash route of an area's generated list (`/activities`,
 * not `/activities/3` nor `/activities?page=2`). The boot path reads it from the page's address
 * once, when it starts (earlyReads.ts).
 */
import type { ResourceDeclaration } from '../../resources/kit/defineResource';

const LIST_PATH = /^\/([^/?]+)\/?$/;

/** The area whose generated list `path` shows, if any (a custom list screen is not one). */
export function listedAreaAt(
  path: string,
  declarations: readonly ResourceDeclaration[],
): ResourceDeclaration | undefined {
  const match = LIST_PATH.exec(path);
  if (!match) return undefined;
  const name = decodeURIComponent(match[1]);
  return declarations.find(
    (declaration) => declaration.name === name && declaration.screens?.list === undefined,
  );
}
