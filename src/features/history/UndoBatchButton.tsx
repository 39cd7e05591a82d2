/**
 * "Annuler ce lot" on the journal filtered by a batch: a preview of what the undo will do (and
 * which records changed since and will be left aside), then the undo in one call.
 */
import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useNotify, useTranslate } from 'react-admin';
import { previewUndo, undoBatch } from './historyApi';
import { historyKeys } from './queryKeys';

export function UndoBatchButton({ batch }: { batch: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const preview = useQuery({
    queryKey: ['undoPreview', batch],
    queryFn: () => previewUndo(batch),
    enabled: open,
    retry: false,
    gcTime: 0,
  });
  const steps = preview.data ?? [];
  const refused = steps.filter((step) => step.refused);
  const undo = useMutation({
    mutationFn: () => undoBatch(batch, refused.length > 0, steps),
    onSuccess: async () => {
      setOpen(false);
      notify('history.undo.done', { type: 'success' });
      await queryClient.invalidateQueries();
      await queryClient.invalidateQueries({ queryKey: historyKeys.all });
    },
    onError: (error) => {
      setOpen(false);
      notify(error instanceof Error && error.message ? error.message : 'history.undo.failed', {
        type: 'error',
      });
    },
  });
  return (
    <>
      <Button label="history.undo.button" onClick={() => setOpen(true)}>
        <UndoIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="undo-batch-title">
        <DialogTitle id="undo-batch-title">{translate('history.undo.title')}</DialogTitle>
        <DialogContent>
          {preview.isPending && <LinearProgress aria-label={translate('history.undo.loading')} />}
          {preview.isError && <Alert severity="error">{preview.error.message}</Alert>}
          {steps.length > 0 && (
            <>
              {translate('history.undo.content', { smart_count: steps.length - refused.length })}
              <ul>
                {steps
                  .filter((step) => !step.refused)
                  .map((step) => (
                    <li key={step.entry_id}>
                      {translate(`history.undo.steps.${step.step}`, {
                        name: step.record_label || step.record_key,
                      })}
                    </li>
                  ))}
              </ul>
            </>
          )}
          {refused.length > 0 && (
            <Alert severity="warning">
              {translate('history.undo.skipped')}
              <ul>
                {refused.map((step) => (
                  <li key={step.entry_id}>{step.refused}</li>
                ))}
              </ul>
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
          <Button
            label="history.undo.confirm"
            disabled={!preview.isSuccess || undo.isPending || steps.length === refused.length}
            onClick={() => undo.mutate()}
          />
        </DialogActions>
      </Dialog>
    </>
  );
}
