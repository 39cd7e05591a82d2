/**
 * The first start creates an administrator, so the back office can be opened at all: from
 * ADMIN_EMAIL / ADMIN_PASSWORD, or in development the demo account of the README. Production
 * refuses to invent credentials.
 */
import type { Db } from '../db/openDatabase';
import { t } from '../http/messages';
import type { RecordStore } from '../resources/recordStore';
import { hashPassword } from './passwords';
import { DEMO_ADMIN } from './users';

export interface AdminCredentials {
  email: string;
  password: string;
}

export class MissingAdminError extends Error {
  constructor() {
    super(t('server.start.missingAdmin'));
    this.name = 'MissingAdminError';
  }
}

/** Creates the first administrator when none exists; returns the account created, if any. */
export async function ensureAdmin(
  db: Db,
  users: RecordStore,
  credentials: AdminCredentials | undefined,
  production: boolean,
): Promise<AdminCredentials | undefined> {
  const existing = db.prepare(`SELECT 1 FROM "users" WHERE role = 'admin' LIMIT 1`).get();
  if (existing) return undefined;
  const chosen = credentials ?? (production ? undefined : DEMO_ADMIN);
  if (!chosen || !chosen.email.includes('@') || chosen.password.length < 8) throw new MissingAdminError();
  const hash = await hashPassword(chosen.password);
  const columns: Record<string, unknown> = {
    first_name: 'Admin',
    last_name: 'EduAdmin',
    email: chosen.email.trim().toLowerCase(),
    role: 'admin',
    active: true,
    password: hash,
  };
  const known = new Set(users.model.columns.map((c) => c.field.name));
  for (const name of Object.keys(columns)) if (!known.has(name)) delete columns[name];
  db.transaction(() => {
    // An earlier non-admin account with that e-mail becomes the administrator.
    const sameEmail = db
      .prepare('SELECT id, updated_at FROM "users" WHERE email = ? COLLATE NOCASE')
      .get(columns.email) as { id: number; updated_at: string } | undefined;
    if (sameEmail) users.update(sameEmail.id, sameEmail.updated_at, { columns, lists: {} });
    else users.insert({ columns, lists: {} });
  })();
  return chosen;
}
