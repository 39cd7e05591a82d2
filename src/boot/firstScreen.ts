/**
 * What a cold list's first render reads besides its page (which its own getList takes from the
 * early reads): the option lists its enum cells show labels from (on a phone, those of the one or
 * two columns its lines show), put in the app's own query of them (useRemoteOptions), so its
 * first rows show labels rather than codes. The data provider's reads take the early answers.
 */
import type { ResourceDeclaration } from '../../resources/kit/defineResource';
import type { AppProviders } from '../app/appProviders';
import { listedOptionLists } from '../engine/list/listDefaults';
import { phoneOptionLists } from '../engine/list/phoneFields';
import { isPhoneScreen } from '../engine/list/phoneScreen';
import { remoteOptionsQuery } from '../engine/options/useRemoteOptions';

export async function readFirstScreen(
  providers: Pick<AppProviders, 'queryClient' | 'dataProvider'>,
  area: ResourceDeclaration,
): Promise<void> {
  const paths = isPhoneScreen() ? phoneOptionLists(area) : listedOptionLists(area);
  await Promise.all(
    paths.map((path) =>
      providers.queryClient.prefetchQuery(remoteOptionsQuery(providers.dataProvider, path)),
    ),
  );
}
