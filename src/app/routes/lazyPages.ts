/**
 * The screens of custom routes and the home page, each in its own chunk: the first load carries
 * only the shell and the sign-in page (bench/build.ts: 270 kB gzip).
 */
import type { JournalPageProps } from '../../features/history';
import type { TrashPageProps } from '../../features/trash';
import type { HomePageProps } from '../../pages/home/HomePage';
import { lazyComponent } from '../lazyComponent';

export const HomePage = lazyComponent<HomePageProps>(
  async () => (await import('../../pages/home/HomePage')).HomePage,
);

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
