export function TestDashboardPage() {
  return null;
}
