/**
 * /trash ("Corbeille"): the deleted records, newest first, paged by the server, of one area or
 * all. Restoring puts the record back with the links nobody changed since; the links that could
 * not be put back are listed above the table until the next action.
 */
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Title, useNotify, useTranslate } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import type { TrashEntry } from '../../../resources/contracts/trashContract';
import { TranslatedPagination } from '../../engine/list/TranslatedPagination';
import { fetchTrash, purgeFromTrash, restoreFromTrash } from './trashApi';
import { TrashRow } from './TrashRow';

export interface TrashPageProps {
  declarations: readonly ResourceDeclaration[];
}

const COLUMNS = ['record', 'area', 'by', 'at', 'links', 'actions'] as const;
const PAGE_SIZES = [10, 25, 50];

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

export function TrashPage({ declarations }: TrashPageProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [area, setArea] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const [notRelinked, setNotRelinked] = useState<string[]>([]);
  const query = useQuery({
    queryKey: ['trash', area, page, perPage],
    queryFn: () => fetchTrash(area, page, perPage),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const refresh = async (entry: TrashEntry) => {
    await queryClient.invalidateQueries({ queryKey: ['trash'] });
    await queryClient.invalidateQueries({ queryKey: [entry.resource] });
  };
  const restore = useMutation({
    mutationFn: (entry: TrashEntry) => restoreFromTrash(entry.id),
    onSuccess: async (answer, entry) => {
      setNotRelinked(answer.notRelinked);
      notify('trash.restored', { type: 'success', messageArgs: { name: entry.record_label } });
      await refresh(entry);
    },
    onError: (error) => notify(messageOf(error, 'trash.failed'), { type: 'error' }),
  });
  const purge = useMutation({
    mutationFn: (entry: TrashEntry) => purgeFromTrash(entry.id),
    onSuccess: async (_, entry) => {
      setNotRelinked([]);
      notify('trash.purged', { type: 'success', messageArgs: { name: entry.record_label } });
      await refresh(entry);
    },
    onError: (error) => notify(messageOf(error, 'trash.failed'), { type: 'error' }),
  });
  const title = translate('trash.title');
  const entries = query.data?.entries ?? [];
  const busy = restore.isPending || purge.isPending;

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      {query.isFetching && <LinearProgress aria-label={translate('trash.loading')} />}
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <TextField
          select
          size="small"
          label={translate('trash.area')}
          value={area}
          onChange={(event) => {
            setArea(event.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 240, mb: 2 }}
        >
          <MenuItem value="">{translate('trash.allAreas')}</MenuItem>
          {declarations.map((declaration) => (
            <MenuItem key={declaration.name} value={declaration.name}>
              {translate(`resources.${declaration.name}.name`, { smart_count: 2, _: declaration.name })}
            </MenuItem>
          ))}
        </TextField>
        {notRelinked.length > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setNotRelinked([])}>
            {translate('trash.notRelinked')}
            <ul>
              {notRelinked.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Alert>
        )}
        {query.isError ? (
          <Alert
            severity="error"
            action={<Button label="trash.retry" onClick={() => void query.refetch()} />}
          >
            {translate('trash.loadFailed')} {query.error.message}
          </Alert>
        ) : query.isSuccess && entries.length === 0 ? (
          <Typography sx={{ my: 2 }}>{translate('trash.empty')}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>{translate(`trash.columns.${column}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map((entry) => (
                  <TrashRow
                    key={entry.id}
                    entry={entry}
                    busy={busy}
                    onRestore={(chosen) => restore.mutate(chosen)}
                    onPurge={(chosen) => purge.mutate(chosen)}
                  />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <TranslatedPagination
          total={query.data?.total ?? 0}
          page={page}
          perPage={perPage}
          perPageChoices={PAGE_SIZES}
          onPage={(next, size) => {
            setPage(next);
            if (size !== undefined) setPerPage(size);
          }}
        />
      </CardContent>
    </Card>
  );
}
