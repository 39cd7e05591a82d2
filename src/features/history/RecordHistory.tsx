/**
 * The change history of the record being edited, newest first and paged. Restoring a version
 * sends the record's current updated_at (the server refuses it when someone saved since), then
 * reloads the record so the form shows the restored values.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useEditContext, useRecordContext, useTranslate } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { ChangesTable } from './ChangesTable';
import { entryHeading } from './entryHeading';
import { fetchRecordHistory } from './historyApi';
import { TranslatedPagination } from '../../engine/list/TranslatedPagination';
import { historyKeys } from './queryKeys';
import { RestoreButton } from './RestoreButton';

export const RECORD_HISTORY_PAGE_SIZE = 10;

export interface RecordHistoryProps {
  declaration: ResourceDeclaration;
}

export function RecordHistory({ declaration }: RecordHistoryProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const { refetch } = useEditContext();
  const [page, setPage] = useState(1);
  const key = record?.id;
  const query = useQuery({
    queryKey: historyKeys.record(declaration.name, key, page),
    queryFn: () =>
      fetchRecordHistory(declaration.name, key ?? '', { page, perPage: RECORD_HISTORY_PAGE_SIZE }),
    enabled: key !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
  });

  if (query.isPending) {
    return (
      <Box role="status">
        <LinearProgress aria-label={translate('history.panel.loading')} />
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={<Button label="history.panel.retry" onClick={() => void query.refetch()} />}
      >
        {translate('history.panel.loadFailed')}
      </Alert>
    );
  }
  const { entries, total } = query.data;
  if (total === 0 && entries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('history.panel.empty')}
      </Typography>
    );
  }
  return (
    <Box>
      {query.isFetching && <LinearProgress aria-label={translate('history.panel.loading')} />}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {entries.map((entry, index) => (
          <Box component="li" key={entry.id} aria-label={entryHeading(entry, translate)}>
            {index > 0 && <Divider sx={{ my: 1 }} />}
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="subtitle2" component="h3">
                {entryHeading(entry, translate)}
              </Typography>
              <RestoreButton
                entry={entry}
                body={() => ({
                  updated_at: typeof record?.updated_at === 'string' ? record.updated_at : undefined,
                })}
                onRestored={async () => {
                  await refetch();
                }}
              />
            </Box>
            <ChangesTable entry={entry} declaration={declaration} />
          </Box>
        ))}
      </Box>
      {total > RECORD_HISTORY_PAGE_SIZE && (
        <TranslatedPagination
          total={total}
          page={page}
          perPage={RECORD_HISTORY_PAGE_SIZE}
          perPageChoices={[RECORD_HISTORY_PAGE_SIZE]}
          onPage={setPage}
        />
      )}
    </Box>
  );
}
