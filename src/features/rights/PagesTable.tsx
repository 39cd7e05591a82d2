/** The pages that are not areas (tests, rights, media, journal, trash) and the roles that may open them. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import type { PermissionsMatrix } from '../../../resources/contracts/permissionsContract';
import { roleLabel } from './roleLabel';

export function PagesTable({ matrix }: { matrix: PermissionsMatrix }) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-labelledby="rights-pages">
      <TableHead>
        <TableRow>
          <TableCell component="th">{translate('rights.columns.page')}</TableCell>
          <TableCell component="th">{translate('rights.columns.roles')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {matrix.pages.map((page) => (
          <TableRow key={page.name}>
            <TableCell>{translate(`rights.pages.${page.name}`, { _: page.name })}</TableCell>
            <TableCell>{page.roles.map((role) => roleLabel(translate, role)).join(', ')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
