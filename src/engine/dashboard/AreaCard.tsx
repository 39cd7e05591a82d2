/** One managed area on the dashboard: its icon and name, how many records, open it, create one. */
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Button, CreateButton, useCreatePath, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { resourceNameKey } from '../../../resources/kit/labels';
import { iconFor } from '../icons';
import type { AreaSummary } from './useAreaSummaries';

export function AreaCard({ summary }: { summary: AreaSummary }) {
  const { declaration, total, isPending, isError } = summary;
  const translate = useTranslate();
  const createPath = useCreatePath();
  const Icon = iconFor(declaration.icon);
  const name = translate(resourceNameKey(declaration.name), { smart_count: 2 });
  const canCreate = declaration.screens?.create !== false;
  return (
    <Card variant="outlined" component="section" aria-label={name} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Icon />
        <div>
          <Typography variant="subtitle1" component="h3">
            {name}
          </Typography>
          {isPending ? (
            <Skeleton width={80} aria-label={translate('engine.dashboard.loading')} />
          ) : (
            <Typography variant="body2" color={isError ? 'error' : 'text.secondary'}>
              {isError || total === undefined
                ? translate('engine.dashboard.countFailed')
                : translate('engine.dashboard.count', { smart_count: total })}
            </Typography>
          )}
        </div>
      </CardContent>
      <CardActions>
        <Button
          component={Link}
          to={createPath({ resource: declaration.name, type: 'list' })}
          label="engine.dashboard.open"
          aria-label={translate('engine.dashboard.openArea', { name })}
        />
        {canCreate && (
          <CreateButton
            resource={declaration.name}
            aria-label={translate('engine.dashboard.createIn', { name })}
          />
        )}
      </CardActions>
    </Card>
  );
}
