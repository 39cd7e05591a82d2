/**
 * The wire shapes of the permissions (issue 29): what GET /api/permissions tells the app about the
 * signed-in person, and what GET /api/permissions/matrix (admins only) gives the "Droits" page.
 * The server builds both from the roles file (resources/roles.ts) and the areas' declarations; the
 * app only reads them, so it never decides alone: the server refuses whatever these do not allow.
 */

/** What a role may do on an area. */
export const AREA_ACTIONS = [
  'list',
  'show',
  'create',
  'edit',
  'delete',
  'export',
  'import',
  'history',
  'restore',
] as const;
export type AreaAction = (typeof AREA_ACTIONS)[number];

/**
 * Subjects that are not areas, each with the one action `access`: the test dashboard (`tests`),
 * the "Droits" page (`rights`), the media library (`media`: its actions are the area actions
 * list, create and delete), the journal as a whole (`journal`: list) and the trash (`trash`:
 * list, restore, delete for a purge).
 */
export const PAGE_SUBJECTS = ['tests', 'rights', 'media', 'journal', 'trash'] as const;
export type PageSubject = (typeof PAGE_SUBJECTS)[number];

/**
 * One rule in CASL's raw-rule shape (`@casl/ability`), the signed-in person's own values already
 * bound in its conditions (`{ etablissement_id: 3, role: { $in: ['student', 'teacher'] } }`):
 * `createMongoAbility(rules)` evaluates it the same way in the browser and on the server.
 */
export interface PermissionRule {
  action: string | string[];
  subject: string | string[];
  /** The rule applies to these fields only (a field rule). */
  fields?: string[];
  conditions?: Record<string, unknown>;
  /** A `cannot` rule. */
  inverted?: boolean;
}

/** A field rule of one role on one area. */
export interface FieldRule {
  /** Not shown, not sent, not accepted (403 naming the field when a body carries it). */
  hidden?: boolean;
  /** Shown, never written by this role (403 naming the field when a body changes it). */
  readOnly?: boolean;
  /** An enum field: the only values this role may give it (422 on the field otherwise). */
  values?: string[];
}

/** GET /api/permissions: the signed-in person's permissions. */
export interface PermissionsAnswer {
  role: string;
  user_id: number;
  /** The person's establishment, which scoped rules compare records with (null when none). */
  etablissement_id: number | null;
  rules: PermissionRule[];
  /** Field rules per area, then per field: what the forms and lists follow. */
  fields: Record<string, Record<string, FieldRule>>;
}

/** How far a role may take one action on an area. */
export type Grant = 'all' | 'scoped' | 'none';

/** GET /api/permissions/matrix (the "Droits" page): role × area × action, and the field rules. */
export interface PermissionsMatrix {
  roles: string[];
  actions: AreaAction[];
  areas: {
    name: string;
    /** grants[role][action] */
    grants: Record<string, Record<AreaAction, Grant>>;
    /** What a `scoped` grant means for this area, in French (« son établissement, rôles élève et enseignant »). */
    scope: Record<string, string>;
    fields: { field: string; role: string; rule: FieldRule }[];
  }[];
  /** Subjects that are not areas (tests, rights, …): which roles may open them. */
  pages: { name: PageSubject; roles: string[] }[];
}
