/**
 * A cold load of a list address (`#/activities`) by a signed-in user: the list's first page, the
 * option lists its enum cells show labels from and the list screen's code are asked for at once
 * (and the records its reference cells name as soon as the page is in), by a small script of
 * their own (src/coldStart.ts), so they travel while the app's main code downloads and starts
 * instead of after it. Each read goes to the app's own call when that call asks for exactly the
 * same address (a saved sort, filters or page size ask for another one and go to the server as
 * usual), and only for a short while. Imports nothing from react-admin or MUI: that is what it
 * runs ahead of. On a phone, where index.html's loader holds the app's code back
 * (loaderContract.ts), it paints the first page as plain lines first and then starts the app.
 */
import type { ResourceDeclaration } from '../../resources/kit/defineResource';
import { keyOf } from '../../resources/kit/fields';
import {
  firstPageParams,
  listedOptionLists,
  listedReferences,
  referencedIds,
} from '../engine/list/listDefaults';
import { loadListScreen } from '../engine/listScreen';
import { isSignedIn } from '../providers/auth/session';
import { byIdsParams, listQuery } from '../providers/data/listQuery';
import { apiUrl, buildQuery, readHeaders, resourcePath } from '../providers/http/apiAddress';
import { sendEarly } from '../providers/http/earlyResponses';
import { heldStart } from './heldStart';

/** The area whose generated list the path shows (`/activities`, not `/activities/3` nor `?page=2`). */
function listedArea(
  path: string,
  declarations: readonly ResourceDeclaration[],
): ResourceDeclaration | undefined {
  const match = /^\/([^/?]+)\/?$/.exec(path);
  if (!match) return undefined;
  const name = decodeURIComponent(match[1]);
  return declarations.find(
    (declaration) => declaration.name === name && declaration.screens?.list === undefined,
  );
}

/** The area whose list a cold load of `path` starts early: a generated list, for a signed-in user. */
export function coldStartedArea(
  path: string,
  declarations: readonly ResourceDeclaration[],
): ResourceDeclaration | undefined {
  return isSignedIn() ? listedArea(path, declarations) : undefined;
}

/**
 * Once the page is in, the records its reference cells name (one read per referenced area, as the
 * data provider's getMany sends it): the page usually comes before the app's main code has started,
 * so these are in by the first render too.
 */
function sendReferencesEarly(
  page: Promise<Response>,
  declaration: ResourceDeclaration,
  declarations: readonly ResourceDeclaration[],
): Promise<void> {
  const references = listedReferences(declaration);
  if (references.length === 0) return Promise.resolve();
  return (
    page
      .then((response) => (response.ok ? response.clone().json() : undefined))
      .then((rows: unknown) => {
        if (!Array.isArray(rows)) return;
        for (const { name, target } of references) {
          const area = declarations.find((candidate) => candidate.name === target);
          const ids = referencedIds(rows as Record<string, unknown>[], name);
          if (!area || ids.length === 0) continue;
          const read = listQuery(byIdsParams(ids), keyOf(area));
          sendEarly(apiUrl(resourcePath(target)) + buildQuery(read), readHeaders());
        }
      })
      // Whatever fails here, the list reads the records itself.
      .catch(() => undefined)
  );
}

let hasRun = false;
let referencesSent: Promise<void> = Promise.resolve();

/**
 * Settles once the cold start has sent its reads of the records the first page names (or found
 * none to send). The app's own read of them waits for it: it reads the page too, and, done first,
 * it would ask the server again while the cold start's answer went unread.
 */
export function earlyReferencesSent(): Promise<void> {
  return referencesSent;
}

/** Starts the reads a cold load of `path` needs first; returns the area whose list it starts, if any. */
export function coldStart(
  path: string,
  declarations: readonly ResourceDeclaration[],
): ResourceDeclaration | undefined {
  hasRun = true;
  const declaration = coldStartedArea(path, declarations);
  const held = heldStart();
  if (!declaration) {
    held?.();
    return undefined;
  }
  const query = listQuery(firstPageParams(declaration), keyOf(declaration));
  // The page first: the browser opens a handful of connections per server, and the screen's
  // chunks would otherwise hold them all while the page waits behind them.
  const page = sendEarly(apiUrl(resourcePath(declaration.name)) + buildQuery(query), readHeaders());
  // A phone's lines show names only: no reference, no option list to read early. The page is
  // painted as plain lines (by a chunk of its own, asked for with the page), then the app started.
  if (held) {
    import('./phoneFirstPage')
      .then(({ paintFirstPage }) => paintFirstPage(page, declaration, held))
      // Whatever fails here, the app reads the page itself and shows what went wrong.
      .catch(() => undefined)
      .then(() => {
        loadListScreen().catch(() => undefined);
        held();
      });
    return declaration;
  }
  referencesSent = sendReferencesEarly(page, declaration, declarations);
  // Asked as the data provider's getOptions asks: the same address and headers.
  for (const path of listedOptionLists(declaration)) sendEarly(apiUrl(resourcePath(path)), readHeaders());
  // A failure is left for the screen's own load to report.
  loadListScreen().catch(() => undefined);
  return declaration;
}

/**
 * The cold start, unless it has run already. The cold-start script is loaded `async`: when the
 * app's main code is in the browser's cache it may run first, and the app then starts the reads
 * itself rather than read the page twice (once for itself, once for a script that comes too late).
 */
export function coldStartOnce(path: string, declarations: readonly ResourceDeclaration[]): void {
  if (!hasRun) coldStart(path, declarations);
}
