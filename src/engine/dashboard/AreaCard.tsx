/**
 * One managed area on the dashboard: its icon and name, how many records, open it, create one.
 * The whole card opens the area's list. Its buttons are plain MUI buttons with their text: on a
 * phone react-admin's CreateButton becomes a floating button fixed in a corner (one per card, all
 * stacked) and its Button shrinks to a bare icon, which left "Ouvrir" empty.
 */
import Add from '@mui/icons-material/Add';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useCreatePath, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { resourceNameKey } from '../../../resources/kit/labels';
import { iconFor } from '../icons';
import { approximateCount } from '../list/approximateCount';
import { useAreaRights } from '../permissions/useAreaRights';
import type { AreaSummary } from './useAreaSummaries';

export function AreaCard({ summary }: { summary: AreaSummary }) {
  const { declaration, total, estimated, isPending, isError } = summary;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const createPath = useCreatePath();
  const Icon = iconFor(declaration.icon);
  const name = translate(resourceNameKey(declaration.name), { smart_count: 2 });
  const canCreate = useAreaRights(declaration.name).can('create') && declaration.screens?.create !== false;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardActionArea
        component={Link}
        to={createPath({ resource: declaration.name, type: 'list' })}
        aria-label={translate('engine.dashboard.openArea', { name })}
        sx={{ flexGrow: 1 }}
      >
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Icon />
          <div style={{ flexGrow: 1 }}>
            <Typography variant="subtitle1" component="h3">
              {name}
            </Typography>
            {isPending ? (
              <Skeleton width={80} aria-label={translate('engine.dashboard.loading')} />
            ) : (
              <Typography variant="body2" color={isError ? 'error' : 'text.secondary'}>
                {isError || total === undefined
                  ? translate('engine.dashboard.countFailed')
                  : estimated
                    ? translate('engine.dashboard.estimatedCount', { total: approximateCount(total, locale) })
                    : translate('engine.dashboard.count', { smart_count: total })}
              </Typography>
            )}
          </div>
          <ChevronRight color="action" />
        </CardContent>
      </CardActionArea>
      {canCreate && (
        <CardActions>
          <Button
            component={Link}
            to={createPath({ resource: declaration.name, type: 'create' })}
            size="small"
            startIcon={<Add />}
            aria-label={translate('engine.dashboard.createIn', { name })}
          >
            {translate('ra.action.create')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
