/**
 * A cold load of a list address (`#/activities`) by a signed-in user: the list's first page, the
 * option lists its enum cells show labels from and the list screen's code are asked for at once
 * (and the records its reference cells name as soon as the page is in), by a script of their own
 * (early.ts), so they travel while the app's main code downloads and starts instead of after it.
 * Each answer goes, through the HTTP layer (providers/http/earlyResponses.ts), to the data
 * provider's own call for exactly the same address (a saved sort, filters or page size ask for
 * another one and go to the server as usual), and only for a short while: react-admin reads them
 * through its data provider like any other answer. Imports nothing from react-admin or MUI: that
 * is what it runs ahead of.
 */
import type { ResourceDeclaration } from '../../resources/kit/defineResource';
import { keyOf } from '../../resources/kit/fields';
import { firstPageParams, listedOptionLists, listedReferences } from '../engine/list/listDefaults';
import { PHONE_MEDIA_QUERY } from '../engine/list/phoneMedia';
import { phoneOptionLists } from '../engine/list/phoneFields';
import { loadListScreen } from '../engine/listScreen';
import { sessionRights } from '../providers/auth/permissions/rightsSession';
import { isSignedIn } from '../providers/auth/session';
import { byIdsParams, listQuery, referencedIds } from '../providers/data/listQuery';
import {
  apiUrl,
  buildQuery,
  readHeaders,
  resourcePath,
  type QueryParams,
} from '../providers/http/apiAddress';
import { sendEarly } from '../providers/http/earlyResponses';
import type { Answer } from '../providers/http/readAnswer';
import { listedAreaAt } from './listAddress';

export interface EarlyReads {
  /** The area whose list is read early; undefined when the address is not a generated list or nobody is signed in. */
  area: ResourceDeclaration | undefined;
  /** Settles once every early answer is in (or has failed). */
  settled: Promise<void>;
}

const read = (path: string, query?: QueryParams): Promise<Answer> =>
  sendEarly(apiUrl(resourcePath(path)) + buildQuery(query), readHeaders());

/**
 * A phone's list shows each record's name and one or two short columns (phoneFields.ts): the
 * option lists of those columns, no reference.
 */
const onPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_MEDIA_QUERY).matches;

/**
 * Once the page is in, the records its reference cells name, one read per reference field, as the
 * data provider's getMany sends it when the list asks for them with its page.
 */
async function readReferences(
  page: Promise<Answer>,
  area: ResourceDeclaration,
  declarations: readonly ResourceDeclaration[],
): Promise<void> {
  const { ok, json: rows } = await page;
  if (!ok || !Array.isArray(rows)) return;
  const reads = listedReferences(area).flatMap(({ name, target }) => {
    const targetArea = declarations.find((candidate) => candidate.name === target);
    const ids = referencedIds(rows as Record<string, unknown>[], name);
    if (!targetArea || ids.length === 0) return [];
    return [read(target, listQuery(byIdsParams(ids), keyOf(targetArea)))];
  });
  await Promise.all(reads);
}

let sent: EarlyReads | undefined;

/** Sends the reads a cold load of `path` needs first. */
export function sendEarlyReads(path: string, declarations: readonly ResourceDeclaration[]): EarlyReads {
  const signedIn = isSignedIn();
  // Every screen of a session waits for the person's rights: their read (GET /api/permissions)
  // leaves now, and their code is asked for now, instead of once the app's code has run.
  if (signedIn) {
    void read('permissions');
    sessionRights().catch(() => undefined);
  }
  const area = signedIn ? listedAreaAt(path, declarations) : undefined;
  if (!area) {
    sent = { area, settled: Promise.resolve() };
    return sent;
  }
  // The page first: the browser opens a handful of connections per server, and the screen's
  // chunks would otherwise hold them all while the page waits behind them.
  const page = read(area.name, listQuery(firstPageParams(area), keyOf(area)));
  const reads: Promise<unknown>[] = [page];
  const phone = onPhone();
  if (!phone) reads.push(readReferences(page, area, declarations));
  // Asked as the data provider's getOptions asks: the same address and headers.
  for (const path of phone ? phoneOptionLists(area) : listedOptionLists(area)) reads.push(read(path));
  // A failure is left for the screen's own load to report.
  loadListScreen().catch(() => undefined);
  // Whatever fails here, the app reads it again itself and shows what went wrong.
  const settled = Promise.all(reads).then(
    () => undefined,
    () => undefined,
  );
  sent = { area, settled };
  return sent;
}

/**
 * The early reads, sent once whichever comes first: the early script is loaded `async`, and when
 * the app's main code is in the browser's cache it may run first; the app then starts the reads
 * itself rather than read the page twice.
 */
export function startEarlyReads(path: string, declarations: readonly ResourceDeclaration[]): EarlyReads {
  return sent ?? sendEarlyReads(path, declarations);
}
