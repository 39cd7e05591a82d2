/**
 * Who made a journal entry: the account as it is now (name and e-mail, a link to its edit screen),
 * so a person who renamed themselves "Admin EduAdmin" still reads as who they are. The name they
 * had at the time is only a detail, shown when it differs.
 */
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCreatePath, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { HistoryEntry } from '../../../resources/contracts/historyContract';

export function EntryPerson({ entry }: { entry: HistoryEntry }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const actor = entry.actor;
  if (!actor) return <>{entry.user_name || translate('history.entry.unknownUser')}</>;
  return (
    <>
      <Link
        component={RouterLink}
        to={createPath({ resource: 'users', type: 'edit', id: actor.id })}
        aria-label={translate('history.entry.openUser', { name: actor.name })}
      >
        {actor.name}
      </Link>
      <Typography variant="caption" component="div">
        {actor.email}
      </Typography>
      {entry.user_name && entry.user_name !== actor.name && (
        <Typography variant="caption" component="div" color="text.secondary">
          {translate('history.entry.nameAtTheTime', { name: entry.user_name })}
        </Typography>
      )}
    </>
  );
}
