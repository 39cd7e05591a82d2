/**
 * Every route of the test dashboard declares this permission: it starts processes on the server,
 * so only administrators may call it (issue 29), besides the address rule of access.ts.
 */
export const DASHBOARD_ROUTE = {
  config: { permission: { subject: 'tests', action: 'access' } },
} as const;
