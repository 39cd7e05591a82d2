/**
 * The administrator the back office can be opened with. In development: the demo account of the
 * README on a fresh database. In production the ADMIN_EMAIL / ADMIN_PASSWORD account is made sure of
 * at every start (created, or made an active administrator with that password), and the demo
 * account, if a development start left one, is deactivated and signed out: its password is public.
 */
import type { Database } from '../db/database';
import { t } from '../http/messages';
import type { RecordStore } from '../resources/recordStore';
import { hashPassword, verifyPassword } from './passwords';
import { TOKEN_TABLE } from './tokenStore';
import { DEMO_ADMIN, DEMO_STAFF, sameTextIgnoringCase } from './users';

export interface AdminCredentials {
  email: string;
  password: string;
}

/** Who can sign in after the start, for the start banner. */
export interface AdminAccount {
  email: string;
  /** The demo account with the README's password. */
  demo: boolean;
}

export class MissingAdminError extends Error {
  constructor() {
    super(t('server.start.missingAdmin'));
    this.name = 'MissingAdminError';
  }
}

const MIN_PASSWORD = 8;

/** A password of spaces, or shorter than the minimum once spaces are set aside, protects nothing. */
export function usableCredentials(
  credentials: AdminCredentials | undefined,
): credentials is AdminCredentials {
  return (
    credentials !== undefined &&
    credentials.email.includes('@') &&
    credentials.password.trim().length >= MIN_PASSWORD
  );
}

interface Row {
  id: number;
  updated_at: string;
  role: string;
  active: number | null;
  password: string | null;
}

async function findByEmail(database: Database, email: string): Promise<Row | undefined> {
  return (await database.db
    .selectFrom('users')
    .select(['id', 'updated_at', 'role', 'active', 'password'])
    .where(sameTextIgnoringCase(database, 'email', email.trim()))
    .executeTakeFirst()) as Row | undefined;
}

/** The credentials' account exists, is an active administrator and has that password. */
async function makeSureOf(
  users: RecordStore,
  database: Database,
  credentials: AdminCredentials,
): Promise<void> {
  const email = credentials.email.trim().toLowerCase();
  const row = await findByEmail(database, email);
  const passwordOk = row ? await verifyPassword(credentials.password, row.password) : false;
  const known = new Set(users.model.columns.map((c) => c.field.name));
  const columns: Record<string, unknown> = {};
  const set = (name: string, value: unknown) => {
    if (known.has(name)) columns[name] = value;
  };
  if (!row) {
    set('first_name', 'Admin');
    set('last_name', 'EduAdmin');
    set('email', email);
  }
  if (row?.role !== 'admin') set('role', 'admin');
  if (row?.active === 0) set('active', true);
  if (!passwordOk) set('password', await hashPassword(credentials.password));
  if (row && Object.keys(columns).length === 0) return;
  await database.transaction(async () => {
    if (row) await users.update(row.id, row.updated_at, { columns, lists: {} });
    else await users.insert({ columns: { role: 'admin', active: true, ...columns }, lists: {} });
  });
}

async function disableDemoAccount(users: RecordStore, database: Database, email: string): Promise<void> {
  const demo = await findByEmail(database, email);
  if (!demo) return;
  await database.transaction(async () => {
    if (demo.active !== 0)
      await users.update(demo.id, demo.updated_at, { columns: { active: false }, lists: {} });
    await database.db.deleteFrom(TOKEN_TABLE).where('user_id', '=', demo.id).execute();
  });
}

/** The demo staff account exists, may sign in and has the README's password (for the start banner). */
export async function demoStaffUsable(database: Database): Promise<boolean> {
  const staff = await findByEmail(database, DEMO_STAFF.email);
  return (
    staff !== undefined &&
    staff.role === 'staff' &&
    staff.active !== 0 &&
    (await verifyPassword(DEMO_STAFF.password, staff.password))
  );
}

/** Needs the tokens' table (ensureTokenTable): the demo account's sessions may have to end. */
export async function ensureAdmin(
  database: Database,
  users: RecordStore,
  credentials: AdminCredentials | undefined,
  production: boolean,
): Promise<AdminAccount | undefined> {
  if (production) {
    if (!usableCredentials(credentials)) throw new MissingAdminError();
    await makeSureOf(users, database, credentials);
    if (credentials.email.trim().toLowerCase() !== DEMO_ADMIN.email)
      await disableDemoAccount(users, database, DEMO_ADMIN.email);
    // Its password is public too.
    await disableDemoAccount(users, database, DEMO_STAFF.email);
    return { email: credentials.email.trim().toLowerCase(), demo: false };
  }
  if (credentials) {
    if (!usableCredentials(credentials)) throw new MissingAdminError();
    await makeSureOf(users, database, credentials);
    return { email: credentials.email.trim().toLowerCase(), demo: false };
  }
  const existing = await database.db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .limit(1)
    .executeTakeFirst();
  if (!existing) await makeSureOf(users, database, DEMO_ADMIN);
  const demo = await findByEmail(database, DEMO_ADMIN.email);
  const demoUsable =
    demo !== undefined &&
    demo.role === 'admin' &&
    demo.active !== 0 &&
    (await verifyPassword(DEMO_ADMIN.password, demo.password));
  return demoUsable ? { email: DEMO_ADMIN.email, demo: true } : undefined;
}
