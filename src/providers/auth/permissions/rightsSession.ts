/**
 * The signed-in person's rights, read once per session: on the first question after signing in
 * or after a reload, then kept until logout or until the token changes (a 401 clears it). A
 * failed read is not kept: the next question asks again. CASL and the read come in a chunk of
 * their own, outside the first page load.
 */
import { readToken } from '../../http/tokenStorage';
import type { Rights } from './types';

let kept: { token: string | null; rights: Promise<Rights>; settled?: Rights } | undefined;

export function sessionRights(): Promise<Rights> {
  const token = readToken();
  if (kept && kept.token === token) return kept.rights;
  const entry: NonNullable<typeof kept> = {
    token,
    rights: import('./loadRights').then(({ loadRights }) => loadRights()),
  };
  kept = entry;
  entry.rights.then(
    (rights) => {
      entry.settled = rights;
    },
    () => {
      if (kept === entry) kept = undefined;
    },
  );
  return entry.rights;
}

/** The rights already read for this session, if any (no waiting for screens that can start at once). */
export function knownRights(): Rights | undefined {
  return kept && kept.token === readToken() ? kept.settled : undefined;
}

export function dropRights(): void {
  kept = undefined;
}
