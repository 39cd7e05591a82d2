/**
 * « Enregistrer la vue actuelle » : the list's filters, sort, page size and columns under a name,
 * shared with the person's role if they tick it. The server's refusal of the name (already used,
 * too long) shows under the field, as a form shows it; any other under the dialog's title.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { HttpError, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import type { SavedViewParams } from '../../../../resources/contracts/savedViewContract';
import { createSavedView, savedViewsKey } from './savedViewsApi';

interface SaveViewDialogProps {
  resource: string;
  /** The list as it is when the person confirms. */
  params: () => SavedViewParams;
  onClose: () => void;
}

/** The message the server put on the name (a 409's `field`, a 422's field errors), if any. */
function nameError(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body = error.body as { field?: unknown; errors?: Record<string, string> } | undefined;
  if (body?.field === 'name') return error.message;
  return body?.errors?.name;
}

export function SaveViewDialog({ resource, params, onClose }: SaveViewDialogProps) {
  // The person's role is offered for sharing; without one (no session's identity), no sharing.
  const { identity } = useGetIdentity();
  const role = typeof identity?.role === 'string' ? identity.role : undefined;
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      createSavedView({ resource, name, params: params(), shared_role: shared && role ? role : null }),
    onSuccess: async (view) => {
      notify('engine.savedViews.saved', { type: 'success', messageArgs: { name: view.name } });
      await queryClient.invalidateQueries({ queryKey: savedViewsKey(resource) });
      onClose();
    },
  });
  const onNameError = nameError(save.error);
  const otherError =
    save.error && !onNameError ? save.error.message || translate('engine.savedViews.failed') : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() !== '') save.mutate();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('engine.savedViews.dialogTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('engine.savedViews.dialogHelp')}</DialogContentText>
          {otherError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {otherError}
            </Alert>
          )}
          <TextField
            autoFocus
            required
            fullWidth
            label={translate('engine.savedViews.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={onNameError !== undefined}
            helperText={onNameError}
          />
          {role && (
            <FormControlLabel
              control={<Checkbox checked={shared} onChange={(event) => setShared(event.target.checked)} />}
              label={translate('engine.savedViews.shareWithRole')}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('engine.savedViews.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={name.trim() === '' || save.isPending}>
            {translate('engine.savedViews.confirmSave')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
