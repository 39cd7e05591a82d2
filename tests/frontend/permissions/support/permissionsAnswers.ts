/**
 * GET /api/permissions and /api/permissions/matrix as the reference server answers them
 * (resources/contracts/permissionsContract.ts), for the demo admin and a staff account of
 * establishment 1 under the default policy.
 */
import { http, HttpResponse } from 'msw';
import { afterEach } from 'vitest';
import type {
  PermissionRule,
  PermissionsAnswer,
  PermissionsMatrix,
} from '../../../../resources/contracts/permissionsContract';
import { AREA_ACTIONS } from '../../../../resources/contracts/permissionsContract';
import type { SessionUser } from '../../../../src/providers/auth/authProvider';
import { dropRights } from '../../../../src/providers/auth/permissions/rightsSession';

// The rights are kept per session token, and renderApp signs every test in with the same token:
// each test reads the rights its own answer gives.
afterEach(() => dropRights());

export const STAFF_USER: SessionUser = {
  id: 7,
  email: 'personnel@eduadmin.fr',
  first_name: 'Paul',
  last_name: 'Personnel',
  full_name: 'Paul Personnel',
  role: 'staff',
};

const EVERY_ACTION = ['list', 'show', 'create', 'edit', 'delete', 'export', 'import', 'history', 'restore'];
const OPEN_AREAS = [
  'activities',
  'courses',
  'hashtags',
  'themes',
  'satisfaction-templates',
  'satisfaction-template-domains',
];

export function adminAnswer(): PermissionsAnswer {
  return {
    role: 'admin',
    user_id: 1,
    etablissement_id: null,
    rules: [{ action: 'manage', subject: 'all' }],
    fields: {},
  };
}

export function staffAnswer(etablissementId = 1): PermissionsAnswer {
  const pupils = { etablissement_id: etablissementId, role: { $in: ['student', 'teacher'] } };
  const rules: PermissionRule[] = [
    { action: EVERY_ACTION, subject: OPEN_AREAS },
    { action: ['list', 'create', 'delete'], subject: 'media' },
    { action: 'list', subject: 'journal' },
    { action: ['list', 'show'], subject: 'etablissements' },
    { action: EVERY_ACTION, subject: 'classes', conditions: { etablissement_id: etablissementId } },
    { action: EVERY_ACTION.filter((a) => a !== 'import'), subject: 'users', conditions: pupils },
    { action: 'import', subject: 'users' },
    // Their own account: shown, and only their name and password changed.
    { action: 'show', subject: 'users', conditions: { id: STAFF_USER.id } },
    {
      action: 'edit',
      subject: 'users',
      fields: ['first_name', 'last_name', 'password'],
      conditions: { id: STAFF_USER.id },
    },
  ];
  return {
    role: 'staff',
    user_id: Number(STAFF_USER.id),
    etablissement_id: etablissementId,
    rules,
    fields: { users: { role: { values: ['student', 'teacher'] } } },
  };
}

/** GET /api/permissions answering `answer`, counting the calls. */
export function permissionsHandler(answer: PermissionsAnswer) {
  const calls = { count: 0 };
  const handler = http.get('*/api/permissions', () => {
    calls.count += 1;
    return HttpResponse.json(answer);
  });
  return { handler, calls };
}

export function rightsMatrix(): PermissionsMatrix {
  const actions = AREA_ACTIONS;
  const every = (grant: 'all' | 'scoped' | 'none') =>
    Object.fromEntries(actions.map((action) => [action, grant])) as Record<
      (typeof actions)[number],
      typeof grant
    >;
  return {
    roles: ['admin', 'staff'],
    actions: [...actions],
    areas: [
      {
        name: 'users',
        grants: { admin: every('all'), staff: { ...every('scoped'), import: 'all' } },
        scope: { staff: 'son établissement, rôles élève et enseignant' },
        fields: [{ field: 'role', role: 'staff', rule: { values: ['student', 'teacher'] } }],
      },
      {
        name: 'etablissements',
        grants: {
          admin: every('all'),
          staff: { ...every('none'), list: 'all', show: 'all' },
        },
        scope: {},
        fields: [],
      },
    ],
    pages: [
      { name: 'tests', roles: ['admin'] },
      { name: 'rights', roles: ['admin'] },
      { name: 'media', roles: ['admin', 'staff'] },
    ],
  };
}
