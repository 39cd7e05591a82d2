/**
 * Role × area × action: one line per area and role, a column per action (all, limited, no), and
 * what "limited" means for that role there, in the server's words.
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import type { Grant, PermissionsMatrix } from '../../../resources/contracts/permissionsContract';
import { resourceNameKey } from '../../../resources/kit/labels';
import { roleLabel } from './roleLabel';

const GRANT_COLOR: Record<Grant, string> = {
  all: 'success.main',
  scoped: 'warning.dark',
  none: 'text.secondary',
};

export function GrantsTable({ matrix }: { matrix: PermissionsMatrix }) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-labelledby="rights-areas">
      <TableHead>
        <TableRow>
          <TableCell component="th">{translate('rights.columns.area')}</TableCell>
          <TableCell component="th">{translate('rights.columns.role')}</TableCell>
          {matrix.actions.map((action) => (
            <TableCell key={action} component="th">
              {translate(`rights.actions.${action}`)}
            </TableCell>
          ))}
          <TableCell component="th">{translate('rights.columns.scope')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {matrix.areas.flatMap((area) =>
          matrix.roles.map((role) => {
            const areaName = translate(resourceNameKey(area.name), { smart_count: 2, _: area.name });
            return (
              <TableRow
                key={`${area.name}:${role}`}
                aria-label={`${areaName} · ${roleLabel(translate, role)}`}
              >
                <TableCell component="th" scope="row">
                  {areaName}
                </TableCell>
                <TableCell>{roleLabel(translate, role)}</TableCell>
                {matrix.actions.map((action) => {
                  const grant = area.grants[role]?.[action] ?? 'none';
                  return (
                    <TableCell key={action} sx={{ color: GRANT_COLOR[grant] }}>
                      {translate(`rights.grants.${grant}`)}
                    </TableCell>
                  );
                })}
                <TableCell>{area.scope[role] ?? ''}</TableCell>
              </TableRow>
            );
          }),
        )}
      </TableBody>
    </Table>
  );
}
