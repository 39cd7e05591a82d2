/**
 * The default policy (issue 29): what each role that may sign in may do, as plain data that the
 * server enforces and the app follows (resources/kit/permissions.ts turns it into rules). An area's
 * declaration may override its own entry (`permissions` in defineResource). Not an area: the
 * loaders of declarations skip this file (NOT_AREAS in resources/kit/permissions.ts).
 *
 * A deployer adds a role by adding an entry here, its value to the users area's `role` values and
 * its name to the back-office roles (server/auth/users.ts), plus its labels in i18n/.
 */
import type { AreaAction, PageSubject } from './contracts/permissionsContract';
import { AREA_ACTIONS } from './contracts/permissionsContract';

export interface RoleDefaults {
  /** Actions on every area whose declaration does not say otherwise for this role. */
  areas: readonly AreaAction[];
  /** The pages that are not areas and their actions (PAGE_ACTIONS); a page not named is closed. */
  pages: Readonly<Partial<Record<PageSubject, readonly string[]>>>;
}

export type Roles = Readonly<Record<string, RoleDefaults>>;

/**
 * The actions of each page subject: `access` opens the page; the media library, the journal and
 * the trash also name what may be done there.
 */
export const PAGE_ACTIONS: Readonly<Record<PageSubject, readonly string[]>> = {
  tests: ['access'],
  rights: ['access'],
  media: ['access', 'list', 'create', 'delete'],
  journal: ['access', 'list'],
  trash: ['access', 'list', 'restore', 'delete'],
};

export const ROLES: Roles = {
  admin: {
    areas: AREA_ACTIONS,
    pages: PAGE_ACTIONS,
  },
  staff: {
    areas: AREA_ACTIONS,
    pages: {
      media: PAGE_ACTIONS.media,
      journal: PAGE_ACTIONS.journal,
      // Restoring what they deleted; purging for good stays the administrators'.
      trash: ['access', 'list', 'restore'],
    },
  },
};
