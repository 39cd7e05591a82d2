/** Builds the person's rights from GET /api/permissions; this module and CASL load on first use. */
import { fetchPermissions } from './fetchPermissions';
import { EVERYTHING, rightsOf } from './rights';
import type { Rights } from './types';

export async function loadRights(): Promise<Rights> {
  const answer = await fetchPermissions();
  return answer ? rightsOf(answer) : EVERYTHING;
}
