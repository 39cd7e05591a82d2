/** The most recently changed records across the areas, newest first, each linking to its form. */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useCreatePath, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { representRecord } from '../../../resources/kit/fields';
import { resourceNameKey } from '../../../resources/kit/labels';
import { formatDate } from '../fields/frenchText';
import type { AreaSummary } from './useAreaSummaries';

export const RECENT_SHOWN = 10;

interface Change {
  declaration: ResourceDeclaration;
  record: RaRecord;
  time: number;
}

function latest(summaries: readonly AreaSummary[]): Change[] {
  return summaries
    .flatMap(({ declaration, recent }) =>
      recent.map((record) => ({ declaration, record, time: Date.parse(String(record.updated_at ?? '')) })),
    )
    .filter((change) => !Number.isNaN(change.time))
    .sort((a, b) => b.time - a.time)
    .slice(0, RECENT_SHOWN);
}

export function RecentChanges({ summaries }: { summaries: readonly AreaSummary[] }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const changes = latest(summaries);
  const loading = summaries.some((s) => s.isPending);
  return (
    <section aria-labelledby="engine-recent-changes">
      <Typography id="engine-recent-changes" variant="h6" component="h2" gutterBottom>
        {translate('engine.dashboard.recent')}
      </Typography>
      {changes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(loading ? 'engine.dashboard.loading' : 'engine.dashboard.recentEmpty')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {changes.map(({ declaration, record, time }) => {
            const editable = declaration.screens?.edit !== false;
            const to = createPath({
              resource: declaration.name,
              type: editable ? 'edit' : 'list',
              id: editable ? record.id : undefined,
            });
            return (
              <ListItem key={`${declaration.name}/${String(record.id)}`} disablePadding>
                <ListItemButton component={Link} to={to}>
                  <ListItemText
                    primary={representRecord(declaration, record) || String(record.id)}
                    secondary={translate('engine.dashboard.changed', {
                      area: translate(resourceNameKey(declaration.name), { smart_count: 1 }),
                      date: formatDate(time, true),
                    })}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </section>
  );
}
