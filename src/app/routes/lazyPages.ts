/** The heavy screens of custom routes, each in its own chunk. */
import { lazyComponent } from '../lazyComponent';

export const MediaManagerPage = lazyComponent<object>(
  async () => (await import('../../features/media')).MediaManagerPage,
);

export const TestDashboardPage = lazyComponent<object>(
  async () => (await import('../../features/test-dashboard')).TestDashboardPage,
);
