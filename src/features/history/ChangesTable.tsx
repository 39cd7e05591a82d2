/**
 * The field-by-field difference of one history entry: label, value before, value after, values
 * named as people read them (useValueLabels).
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import type { HistoryEntry } from '../../../resources/contracts/historyContract';
import { describeChange } from './describeChange';
import { useValueLabels } from './useValueLabels';

export interface ChangesTableProps {
  entry: HistoryEntry;
  declaration?: ResourceDeclaration;
}

export function ChangesTable({ entry, declaration }: ChangesTableProps) {
  const translate = useTranslate();
  const names = useValueLabels(entry, declaration);
  if (entry.changes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('history.entry.noChanges')}
      </Typography>
    );
  }
  const lines = entry.changes.map((change) =>
    describeChange(declaration, entry.resource, change, translate, names),
  );
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('history.entry.field')}</TableCell>
          <TableCell>{translate('history.entry.before')}</TableCell>
          <TableCell>{translate('history.entry.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.field}>
            <TableCell component="th" scope="row">
              {line.label}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{line.before}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{line.after}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
