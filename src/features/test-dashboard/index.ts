/**
 * The developer test dashboard (/tests), reached only on allowed hosts. The shell decides with
 * isTestDashboardHost, imported from ./hostGuard directly so that this lazy page stays out of
 * the first bundle.
 */
export { TestDashboardPage } from './TestDashboardPage';
