/** Signs in to a running server as its demo administrator (benchmarks call the API as a user). */
export const DEMO_ADMIN = { email: 'admin@eduadmin.fr', password: 'EduAdmin2026!' } as const;

export interface Session {
  token: string;
  user: unknown;
}

export async function signIn(origin: string): Promise<Session> {
  const response = await fetch(`${origin}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  if (!response.ok) throw new Error(`POST /login answered ${response.status}`);
  return (await response.json()) as Session;
}

/** A page script that stores the session where the app looks for it, as signing in would. */
export function sessionScript(session: Session): string {
  return `localStorage.setItem('token', ${JSON.stringify(session.token)});
    localStorage.setItem('user', ${JSON.stringify(JSON.stringify(session.user))});`;
}
