/** The developer test dashboard (/tests). STUB until the feature lands. */
export { TestDashboardPage } from './TestDashboardPage';
