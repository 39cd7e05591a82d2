import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CoverageBar } from './CoverageBar';
import { COVERAGE_METRICS, type CoverageReport } from './types';

const PAGE_SIZES = [25, 50, 100];

/** Per-file coverage with a bar for each measure, filtered by file name and paged. */
export function CoverageTable({ files }: { files: CoverageReport['files'] }) {
  const translate = useTranslate();
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return needle ? files.filter((file) => file.file.toLowerCase().includes(needle)) : files;
  }, [files, filter]);
  const pageRows = shown.slice(page * pageSize, (page + 1) * pageSize);

  return (
    <>
      <TextField
        size="small"
        type="search"
        label={translate('testDashboard.coverage.filter')}
        value={filter}
        onChange={(event) => {
          setFilter(event.target.value);
          setPage(0);
        }}
        sx={{ my: 2 }}
      />
      <TableContainer>
        <Table size="small" aria-label={translate('testDashboard.coverage.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('testDashboard.columns.file')}</TableCell>
              {COVERAGE_METRICS.map((metric) => (
                <TableCell key={metric}>{translate(`testDashboard.columns.${metric}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {pageRows.map((file) => (
              <TableRow key={file.file} data-testid="coverage-file">
                <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{file.file}</TableCell>
                {COVERAGE_METRICS.map((metric) => (
                  <TableCell key={metric}>
                    <CoverageBar
                      metric={file[metric]}
                      label={translate('testDashboard.coverage.barLabel', {
                        metric: translate(`testDashboard.columns.${metric}`),
                        file: file.file,
                      })}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {translate('testDashboard.coverage.noFiles')}
        </Typography>
      ) : (
        <TablePagination
          component="div"
          count={shown.length}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
        />
      )}
    </>
  );
}
