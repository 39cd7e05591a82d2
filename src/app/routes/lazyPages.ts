/** The heavy screens of custom routes, each in its own chunk. */
import type { JournalPageProps } from '../../features/history';
import type { TrashPageProps } from '../../features/trash';
import { lazyComponent } from '../lazyComponent';

export const MediaManagerPage = lazyComponent<object>(
  async () => (await import('../../features/media')).MediaManagerPage,
);

export const TestDashboardPage = lazyComponent<object>(
  async () => (await import('../../features/test-dashboard')).TestDashboardPage,
);

export const JournalPage = lazyComponent<JournalPageProps>(
  async () => (await import('../../features/history')).JournalPage,
);

export const RightsPage = lazyComponent<object>(
  async () => (await import('../../features/rights')).RightsPage,
);

export const TrashPage = lazyComponent<TrashPageProps>(
  async () => (await import('../../features/trash')).TrashPage,
);
