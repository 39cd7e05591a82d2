/**
 * Step 2: each column of the file with the field it feeds (chosen automatically, changeable, or
 * ignored) and an example cell. A missing required field or a field fed twice blocks the check.
 */
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { fieldLabelKey } from '../../../resources/kit/labels';
import { importableFields, requiredFields, type MappingProblem } from './columnMapping';
import type { ImportWizard } from './useImportWizard';

const IGNORED = '';

export function useFieldLabel(declaration: ResourceDeclaration) {
  const translate = useTranslate();
  return (field: string) => translate(fieldLabelKey(declaration.name, field), { _: field });
}

export function problemText(
  problem: MappingProblem,
  label: (field: string) => string,
  translate: ReturnType<typeof useTranslate>,
): string {
  switch (problem.kind) {
    case 'nothingMapped':
      return translate('csvImport.errors.nothingMapped');
    case 'duplicate':
      return translate('csvImport.errors.duplicate', { field: label(problem.field) });
    case 'requiredMissing':
      return translate('csvImport.errors.requiredMissing', {
        smart_count: problem.fields.length,
        fields: problem.fields.map(label).join(', '),
      });
  }
}

export function MappingStep({
  wizard,
  declaration,
}: {
  wizard: ImportWizard;
  declaration: ResourceDeclaration;
}) {
  const translate = useTranslate();
  const label = useFieldLabel(declaration);
  const csv = wizard.csv;
  if (!csv) return null;
  const required = new Set(requiredFields(declaration).map((f) => f.name));
  const fields = importableFields(declaration);
  const choose = (column: number, field: string) =>
    wizard.setMapping(wizard.mapping.map((current, index) => (index === column ? field || null : current)));
  return (
    <>
      <Typography variant="body2" gutterBottom>
        {translate('csvImport.file.chosen', { name: wizard.fileName ?? '' })} ·{' '}
        {translate('csvImport.file.rows', { smart_count: csv.rows.length })}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('csvImport.mapping.intro')}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('csvImport.mapping.column')}</TableCell>
            <TableCell>{translate('csvImport.mapping.field')}</TableCell>
            <TableCell>{translate('csvImport.mapping.sample')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {csv.header.map((title, column) => (
            <TableRow key={column}>
              <TableCell component="th" scope="row">
                {title}
              </TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  fullWidth
                  label={translate('csvImport.mapping.fieldFor', { column: title })}
                  value={wizard.mapping[column] ?? IGNORED}
                  onChange={(event) => choose(column, event.target.value)}
                >
                  <MenuItem value={IGNORED}>{translate('csvImport.mapping.ignore')}</MenuItem>
                  {fields.map((field) => (
                    <MenuItem key={field.name} value={field.name}>
                      {required.has(field.name)
                        ? translate('csvImport.mapping.required', { label: label(field.name) })
                        : label(field.name)}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
              <TableCell sx={{ color: 'text.secondary' }}>{csv.rows[0]?.[column] ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {wizard.problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problemText(wizard.problem, label, translate)}
        </Alert>
      )}
    </>
  );
}
