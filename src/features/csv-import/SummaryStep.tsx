/** Step 4: what the import wrote, and the journal filtered on its batch. */
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ImportReport } from '../../../resources/contracts/importContract';

export function SummaryStep({ result }: { result: ImportReport }) {
  const translate = useTranslate();
  const lines = [
    translate('csvImport.summary.created', { smart_count: result.created }),
    translate('csvImport.summary.updated', { smart_count: result.updated }),
    translate('csvImport.summary.unchanged', { smart_count: result.unchanged }),
    translate('csvImport.summary.skipped', { smart_count: result.errors }),
  ];
  return (
    <>
      <Alert severity={result.errors > 0 ? 'warning' : 'success'}>
        {translate('csvImport.summary.done')}
      </Alert>
      <List dense>
        {lines.map((line) => (
          <ListItem key={line}>{line}</ListItem>
        ))}
      </List>
      {result.batch_id && (
        <Link component={RouterLink} to={`/history?batch_id=${encodeURIComponent(result.batch_id)}`}>
          {translate('csvImport.summary.journal')}
        </Link>
      )}
    </>
  );
}
