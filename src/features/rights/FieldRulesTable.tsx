/** The field rules: per area, field and role, hidden, read-only or the only values allowed. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate, type TranslateFunction } from 'react-admin';
import type { FieldRule, PermissionsMatrix } from '../../../resources/contracts/permissionsContract';
import { enumValueKey, fieldLabelKey, resourceNameKey } from '../../../resources/kit/labels';
import { roleLabel } from './roleLabel';

function describe(translate: TranslateFunction, area: string, field: string, rule: FieldRule): string {
  const parts: string[] = [];
  if (rule.hidden) parts.push(translate('rights.fieldRules.hidden'));
  if (rule.readOnly) parts.push(translate('rights.fieldRules.readOnly'));
  if (rule.values) {
    const values = rule.values.map((value) => translate(enumValueKey(area, field, value), { _: value }));
    parts.push(translate('rights.fieldRules.values', { values: values.join(', ') }));
  }
  return parts.join(' · ');
}

export function FieldRulesTable({ matrix }: { matrix: PermissionsMatrix }) {
  const translate = useTranslate();
  const rows = matrix.areas.flatMap((area) => area.fields.map((rule) => ({ area: area.name, ...rule })));
  if (rows.length === 0)
    return <Typography color="text.secondary">{translate('rights.noFieldRules')}</Typography>;
  return (
    <Table size="small" aria-labelledby="rights-fields">
      <TableHead>
        <TableRow>
          <TableCell component="th">{translate('rights.columns.area')}</TableCell>
          <TableCell component="th">{translate('rights.columns.field')}</TableCell>
          <TableCell component="th">{translate('rights.columns.role')}</TableCell>
          <TableCell component="th">{translate('rights.columns.rule')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ area, field, role, rule }) => (
          <TableRow key={`${area}:${field}:${role}`}>
            <TableCell>{translate(resourceNameKey(area), { smart_count: 2, _: area })}</TableCell>
            <TableCell>{translate(fieldLabelKey(area, field), { _: field })}</TableCell>
            <TableCell>{roleLabel(translate, role)}</TableCell>
            <TableCell>{describe(translate, area, field, rule)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
