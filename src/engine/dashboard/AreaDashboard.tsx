/**
 * The home page's dashboard of the managed areas: a card per area (count, open, create) and the
 * most recently changed records. Areas hidden from the menu are left out here too, and so are the
 * areas the person may not list (their counts are not even asked for).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { useSessionRights } from '../permissions/useAreaRights';
import { AreaCard } from './AreaCard';
import { RecentChanges } from './RecentChanges';
import { useAreaSummaries } from './useAreaSummaries';

export function AreaDashboard({ declarations }: { declarations: readonly ResourceDeclaration[] }) {
  const inMenu = useMemo(
    () => declarations.filter((declaration) => !declaration.hideFromMenu),
    [declarations],
  );
  const { rights } = useSessionRights();
  const shown = useMemo(
    () => inMenu.filter((declaration) => rights.can({ action: 'list', resource: declaration.name })),
    [inMenu, rights],
  );
  return <AreaCards shown={shown} />;
}

function AreaCards({ shown }: { shown: readonly ResourceDeclaration[] }) {
  const translate = useTranslate();
  const summaries = useAreaSummaries(shown);
  return (
    <Box sx={{ display: 'grid', gap: 3, mt: 2 }}>
      <section aria-labelledby="engine-areas">
        <Typography id="engine-areas" variant="h6" component="h2" gutterBottom>
          {translate('engine.dashboard.areas')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
          {summaries.map((summary) => (
            <AreaCard key={summary.declaration.name} summary={summary} />
          ))}
        </Box>
      </section>
      <RecentChanges summaries={summaries} />
    </Box>
  );
}
