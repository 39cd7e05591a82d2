/**
 * The bulk edit form: each field the user opts into ("Modifier « Stock »") shows the edit form's
 * input and is checked by the form's rules; the others are neither checked nor sent. One
 * `updateMany` (the bulk edit route, one transaction, one batch in the journal), then the list is
 * read again; the server's field errors land on the fields, as on the edit form.
 */
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useCallback, useId, useMemo, useState } from 'react';
import {
  Button,
  Form,
  HttpError,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  useTranslateLabel,
  useUpdateMany,
} from 'react-admin';
import { useFormContext, type FieldValues, type Resolver } from 'react-hook-form';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { toPayload } from '../form/formValues';
import { useDeclarationResolver } from '../form/useDeclarationResolver';
import type { BulkEditInput } from './bulkEditInputs';

interface Props {
  declaration: ResourceDeclaration;
  inputs: BulkEditInput[];
  onClose: () => void;
}

const only = (values: FieldValues, names: ReadonlySet<string>): FieldValues =>
  Object.fromEntries(Object.entries(values).filter(([name]) => names.has(name)));

export function BulkEditDialog({ declaration, inputs, onClose }: Props) {
  const { selectedIds, resource, onUnselectItems } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [updateMany, { isPending }] = useUpdateMany();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const declared = useDeclarationResolver(declaration, 'edit');
  // Only the chosen fields are judged (edit mode leaves an absent field as it is), and sent.
  const resolver = useCallback<Resolver<FieldValues>>(
    (values, context, options) => declared(only(values, chosen), context, options),
    [declared, chosen],
  );
  const defaultValues = useMemo(() => ({}), []);
  const count = selectedIds.length;

  const submit = async (values: FieldValues) => {
    const data = toPayload(declaration, 'edit', values); // the resolver's values: the chosen alone
    try {
      await updateMany(
        resource,
        { ids: selectedIds, data },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } catch (error) {
      const errors =
        error instanceof HttpError ? (error.body as { errors?: FieldValues })?.errors : undefined;
      if (errors && Object.keys(errors).length > 0) return errors;
      notify(error instanceof Error && error.message ? error.message : 'engine.bulkEdit.failed', {
        type: 'error',
      });
      return undefined;
    }
    notify('engine.bulkEdit.done', { type: 'info', messageArgs: { smart_count: count } });
    onUnselectItems();
    refresh();
    onClose();
    return undefined;
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form resolver={resolver} defaultValues={defaultValues} onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('engine.bulkEdit.title', { smart_count: count })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('engine.bulkEdit.intro')}</DialogContentText>
          {inputs.map((item) => (
            <FieldChoice
              key={item.field.name}
              item={item}
              resource={resource}
              chosen={chosen.has(item.field.name)}
              onChange={(on) =>
                setChosen((current) => {
                  const next = new Set(current);
                  if (on) next.add(item.field.name);
                  else next.delete(item.field.name);
                  return next;
                })
              }
            />
          ))}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={onClose} />
          <Button
            label="engine.bulkEdit.apply"
            type="submit"
            variant="contained"
            disabled={chosen.size === 0 || isPending}
          />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** One field's opt-in box, and its input once chosen, starting from the field's initial value. */
function FieldChoice({
  item,
  resource,
  chosen,
  onChange,
}: {
  item: BulkEditInput;
  resource: string;
  chosen: boolean;
  onChange: (chosen: boolean) => void;
}) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const { setValue, clearErrors } = useFormContext();
  const name = item.field.name;
  const label = translateLabel({ source: name, resource });
  return (
    <div>
      <FormControlLabel
        control={
          <Checkbox
            checked={chosen}
            onChange={(event) => {
              if (event.target.checked) setValue(name, item.initial);
              else clearErrors(name);
              onChange(event.target.checked);
            }}
          />
        }
        label={translate('engine.bulkEdit.change', { field: label })}
      />
      {chosen && item.input}
    </div>
  );
}
