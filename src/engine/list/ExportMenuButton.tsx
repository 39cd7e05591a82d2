/**
 * "Exporter": a menu of the two CSV files of the list as filtered and sorted, one for people
 * (labels in the chosen language under translated headers) and one for machines (field names,
 * codes and keys). Fetches as react-admin's ExportButton does.
 */
import DownloadIcon from '@mui/icons-material/GetApp';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import {
  Button,
  fetchRelatedRecords,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
  type Exporter,
} from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { useCsvExporter } from './useCsvExporter';

/** Rows per export, as the single button had. */
const MAX_RESULTS = 10000;

export function ExportMenuButton({ declaration }: { declaration: ResourceDeclaration }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { filter, filterValues, resource, sort, total } = useListContext();
  const exporters: Record<'labels' | 'codes', Exporter> = {
    labels: useCsvExporter(declaration, 'labels'),
    codes: useCsvExporter(declaration, 'codes'),
  };
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const run = async (exporter: Exporter) => {
    setAnchor(null);
    try {
      const { data } = await dataProvider.getList(resource, {
        sort,
        filter: filter ? { ...filterValues, ...filter } : filterValues,
        pagination: { page: 1, perPage: MAX_RESULTS },
      });
      await exporter(data, fetchRelatedRecords(dataProvider), dataProvider, resource);
    } catch {
      notify('ra.notification.http_error', { type: 'error' });
    }
  };

  return (
    <>
      <Button
        label="ra.action.export"
        disabled={total === 0}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <DownloadIcon />
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {(['labels', 'codes'] as const).map((mode) => (
          <MenuItem key={mode} onClick={() => void run(exporters[mode])}>
            {translate(`engine.export.${mode}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
