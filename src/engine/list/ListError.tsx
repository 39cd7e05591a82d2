/** A list that failed to load says why and offers to retry, rather than leaving a blank page. */
import Alert from '@mui/material/Alert';
import { Button, useListContext, useTranslate } from 'react-admin';

export function ListError() {
  const { error, refetch } = useListContext();
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={<Button label="engine.list.retry" onClick={() => refetch()} />}
    >
      {translate('engine.list.loadFailed')}
      {error?.message ? ` ${error.message}` : ''}
    </Alert>
  );
}
