/** The signed-in user: a row of the `users` resource whose role may use the back office. */
import type { Db } from '../db/openDatabase';

export interface AuthUser {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: string;
  full_name: string;
}

/** Roles allowed to sign in to the back office. */
export const BACK_OFFICE_ROLES = ['admin', 'staff'];

export const DEMO_ADMIN = { email: 'admin@eduadmin.fr', password: 'EduAdmin2026!' } as const;

interface UserRow {
  id: number;
  email: string;
  first_name?: string | null;
  last_name?: string | null;
  role: string;
  active?: number | null;
  password: string | null;
}

export function toAuthUser(row: UserRow): AuthUser {
  const first = row.first_name ?? null;
  const last = row.last_name ?? null;
  return {
    id: row.id,
    email: row.email,
    first_name: first,
    last_name: last,
    role: row.role,
    full_name: [first, last].filter(Boolean).join(' ') || row.email,
  };
}

export function mayUseBackOffice(row: UserRow): boolean {
  return BACK_OFFICE_ROLES.includes(row.role) && row.active !== 0;
}

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return db.prepare('SELECT * FROM "users" WHERE email = ? COLLATE NOCASE').get(email.trim()) as
    UserRow | undefined;
}

export function findUserById(db: Db, id: number): UserRow | undefined {
  return db.prepare('SELECT * FROM "users" WHERE id = ?').get(id) as UserRow | undefined;
}
