/**
 * /history: every change across the areas, newest first, paged and filtered by the server
 * (area, person, action, dates, import batch). The filters live in the URL.
 */
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Button, Title, useTranslate } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { fetchHistory } from './historyApi';
import { TranslatedPagination } from '../../engine/list/TranslatedPagination';
import { JournalFilters } from './JournalFilters';
import { JOURNAL_PAGE_SIZES, useJournalState } from './journalFilters';
import { JournalRow } from './JournalRow';
import { historyKeys } from './queryKeys';
import { UndoBatchButton } from './UndoBatchButton';
import { useExistingRecords } from './useExistingRecords';

export interface JournalPageProps {
  declarations: readonly ResourceDeclaration[];
}

const COLUMNS = ['at', 'user', 'area', 'record', 'action', 'details'] as const;

export function JournalPage({ declarations }: JournalPageProps) {
  const translate = useTranslate();
  const { filter, page, perPage, setFilter, setPage, clear } = useJournalState();
  const query = useQuery({
    queryKey: historyKeys.journal(filter, page, perPage),
    queryFn: () => fetchHistory(filter, { page, perPage }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const byName = useMemo(() => new Map(declarations.map((d) => [d.name, d])), [declarations]);
  const areas = useMemo(() => new Set(byName.keys()), [byName]);
  const entries = query.data?.entries ?? [];
  const exists = useExistingRecords(entries, areas);
  const title = translate('history.journal.title');

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      {query.isFetching && <LinearProgress aria-label={translate('history.journal.loading')} />}
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <JournalFilters declarations={declarations} filter={filter} onChange={setFilter} onClear={clear} />
        {filter.batch_id && <UndoBatchButton batch={filter.batch_id} />}
        {query.isError ? (
          <Alert
            severity="error"
            action={<Button label="history.panel.retry" onClick={() => void query.refetch()} />}
          >
            {translate('history.journal.loadFailed')} {query.error.message}
          </Alert>
        ) : query.isSuccess && entries.length === 0 ? (
          <Typography sx={{ my: 2 }}>{translate('history.journal.empty')}</Typography>
        ) : (
          // Wider than a phone: the table scrolls in its own box, the page keeps the screen's width.
          <TableContainer>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>{translate(`history.journal.columns.${column}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map((entry) => (
                  <JournalRow
                    key={entry.id}
                    entry={entry}
                    declaration={byName.get(entry.resource)}
                    exists={exists(entry)}
                    onRestored={() => void query.refetch()}
                  />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {query.data && query.data.total > 0 && (
          <TranslatedPagination
            total={query.data.total}
            page={page}
            perPage={perPage}
            perPageChoices={JOURNAL_PAGE_SIZES}
            onPage={setPage}
          />
        )}
      </CardContent>
    </Card>
  );
}
