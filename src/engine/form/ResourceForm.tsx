/**
 * The generated form: one input per field of this mode (grouped by the declared fieldsets),
 * validated by the declaration's schema, warning before leaving with unsaved changes. Server field
 * errors (422) land on the fields.
 */
import { useMemo } from 'react';
import { SimpleForm, useRecordContext } from 'react-admin';
import { LoadingLine } from '../../layout/LoadingLine';
import type { SchemaMode } from '../../../resources/kit/schema';
import { permittedDeclaration } from '../permissions/permittedDeclaration';
import { useFieldRules } from '../permissions/useFieldRules';
import type { ScreenProps } from '../types';
import { CurrentPasswordInput } from './CurrentPasswordInput';
import { createDefaults, withoutSecrets } from './formValues';
import { FormToolbar } from './FormToolbar';
import { COLUMN_GAP } from './inputWidths';
import { formInputs } from './formInputs';
import { useDeclarationResolver } from './useDeclarationResolver';

/**
 * The form as the signed-in person may fill it: the rules of this mode and, on edit, of this record
 * (a rule with conditions, such as one's own account, is evaluated against it).
 */
export function ResourceForm(props: ScreenProps & { mode: SchemaMode }) {
  const record = useRecordContext();
  const { rules, isPending } = useFieldRules(props.declaration, { mode: props.mode, record });
  const declaration = useMemo(
    () => permittedDeclaration(props.declaration, rules),
    [props.declaration, rules],
  );
  if (isPending) return <LoadingLine />;
  return <PermittedForm {...props} declaration={declaration} />;
}

function PermittedForm({ declaration, components, mode }: ScreenProps & { mode: SchemaMode }) {
  const resolver = useDeclarationResolver(declaration, mode);
  const record = useRecordContext();
  const safeRecord = useMemo(
    () => (record ? withoutSecrets(declaration, record) : undefined),
    [declaration, record],
  );
  const defaultValues = useMemo(
    () => (mode === 'create' ? createDefaults(declaration) : undefined),
    [declaration, mode],
  );
  return (
    <SimpleForm
      record={safeRecord}
      resolver={resolver}
      defaultValues={defaultValues}
      warnWhenUnsavedChanges
      // The declaration's rules speak French with our messages; the browser's own checks
      // (min/max, e-mail, URL) would block the submit first, in the browser's words.
      noValidate
      // Inputs side by side where they fit (their widths: inputWidths.ts).
      direction="row"
      flexWrap="wrap"
      useFlexGap
      columnGap={`${COLUMN_GAP}px`}
      toolbar={<FormToolbar declaration={declaration} components={components} mode={mode} />}
    >
      {formInputs({ declaration, mode, components })}
      {mode === 'edit' && declaration.currentPasswordFor ? (
        <CurrentPasswordInput declaration={declaration} />
      ) : null}
    </SimpleForm>
  );
}
