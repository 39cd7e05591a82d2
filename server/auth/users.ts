/** The signed-in user: a row of the `users` resource whose role may use the back office. */
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db/database';

export interface AuthUser {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: string;
  full_name: string;
  /** The person's establishment, which scoped rules compare records with (null when none). */
  etablissement_id: number | null;
}

/** Roles allowed to sign in to the back office. */
export const BACK_OFFICE_ROLES = ['admin', 'staff'];

export const DEMO_ADMIN = { email: 'admin@eduadmin.fr', password: 'EduAdmin2026!' } as const;

/** The demo data's staff account, in the first seeded establishment (server/seed/demoData.ts). */
export const DEMO_STAFF = { email: 'personnel@eduadmin.fr', password: 'EduStaff2026!' } as const;

export interface UserRow {
  id: number;
  email: string;
  first_name?: string | null;
  last_name?: string | null;
  role: string;
  active?: number | null;
  password: string | null;
  etablissement_id?: number | null;
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
    etablissement_id: row.etablissement_id ?? null,
  };
}

export function mayUseBackOffice(row: UserRow): boolean {
  return BACK_OFFICE_ROLES.includes(row.role) && row.active !== 0;
}

/**
 * `column = value` without case: SQLite's NOCASE (the email column's own collation, so its index
 * serves), lower() on PostgreSQL (right whether the column is citext or text).
 */
export function sameTextIgnoringCase(database: Database, column: string, value: string): RawBuilder<boolean> {
  return database.engine === 'sqlite'
    ? sql<boolean>`${sql.ref(column)} = ${value} COLLATE NOCASE`
    : sql<boolean>`lower(${sql.ref(column)}) = lower(${value})`;
}

export async function findUserByEmail(database: Database, email: string): Promise<UserRow | undefined> {
  return (await database.db
    .selectFrom('users')
    .selectAll()
    .where(sameTextIgnoringCase(database, 'email', email.trim()))
    .executeTakeFirst()) as UserRow | undefined;
}
