/**
 * The rows of the file as the server judged them: the line number, the verdict, and each mapped
 * cell with its error message under it. Paged, since a file may hold thousands of rows.
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { RowReport } from '../../../resources/contracts/importContract';
import { TranslatedPagination } from '../../engine/list/TranslatedPagination';
import type { ColumnMapping } from './columnMapping';

const PAGE_SIZES = [25, 50, 100];

export interface PreviewTableProps {
  header: readonly string[];
  cells: readonly string[][];
  mapping: ColumnMapping;
  reports: readonly RowReport[];
}

export function PreviewTable({ header, cells, mapping, reports }: PreviewTableProps) {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(PAGE_SIZES[0]);
  const columns = mapping.flatMap((field, column) => (field ? [{ field, column }] : []));
  const shown = reports.slice((page - 1) * perPage, page * perPage);
  return (
    <>
      <Table size="small" aria-label={translate('csvImport.steps.preview')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('csvImport.preview.row')}</TableCell>
            <TableCell>{translate('csvImport.preview.verdict')}</TableCell>
            {columns.map(({ column }) => (
              <TableCell key={column}>{header[column]}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((report) => {
            const rowErrors = report.errors.filter((e) => !e.field || !mapping.includes(e.field));
            return (
              <TableRow key={report.row} selected={report.verdict === 'error'}>
                {/* The file's line: the header is line 1. */}
                <TableCell>{report.row + 1}</TableCell>
                <TableCell>
                  {translate(`csvImport.preview.verdicts.${report.verdict}`)}
                  {rowErrors.map((error, index) => (
                    <Typography key={index} variant="caption" color="error" display="block">
                      {error.msg}
                    </Typography>
                  ))}
                </TableCell>
                {columns.map(({ field, column }) => {
                  const errors = report.errors.filter((e) => e.field === field);
                  return (
                    <TableCell key={column} aria-invalid={errors.length > 0 || undefined}>
                      {cells[report.row - 1]?.[column] ?? ''}
                      {errors.map((error, index) => (
                        <Typography key={index} variant="caption" color="error" display="block">
                          {error.msg}
                        </Typography>
                      ))}
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {reports.length > PAGE_SIZES[0] && (
        <TranslatedPagination
          total={reports.length}
          page={page}
          perPage={perPage}
          perPageChoices={PAGE_SIZES}
          onPage={(next, size) => {
            setPage(next);
            if (size) setPerPage(size);
          }}
        />
      )}
    </>
  );
}
