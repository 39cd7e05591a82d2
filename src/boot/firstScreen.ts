/**
 * What a cold list's first render reads besides its page (which its own getList takes from the
 * early reads): the option lists its enum cells show labels from, put in the app's own query of
 * them (useRemoteOptions), so its first rows show labels rather than codes. The data provider's
 * reads take the early answers. A phone's lines show names only: nothing to read there.
 */
import type { ResourceDeclaration } from '../../resources/kit/defineResource';
import type { AppProviders } from '../app/appProviders';
import { listedOptionLists } from '../engine/list/listDefaults';
import { isPhoneScreen } from '../engine/list/phoneScreen';
import { remoteOptionsQuery } from '../engine/options/useRemoteOptions';

export async function readFirstScreen(
  providers: Pick<AppProviders, 'queryClient' | 'dataProvider'>,
  area: ResourceDeclaration,
): Promise<void> {
  if (isPhoneScreen()) return;
  await Promise.all(
    listedOptionLists(area).map((path) =>
      providers.queryClient.prefetchQuery(remoteOptionsQuery(providers.dataProvider, path)),
    ),
  );
}
