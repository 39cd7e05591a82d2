/**
 * The journal's filter bar: area, person, action, date range (days typed jj/mm/aaaa), and the import batch (from the URL)
 * shown as a removable chip.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Button, useGetList, useTranslate } from 'react-admin';
import type { ResourceDeclaration } from '../../../resources/kit/defineResource';
import { representRecord } from '../../../resources/kit/fields';
import { HISTORY_ACTIONS, type HistoryFilter } from '../../../resources/contracts/historyContract';
import { resourceNameKey } from '../../../resources/kit/labels';
import { DayInput } from './DayInput';
import { actionLabel } from './entryHeading';
import type { FilterName } from './journalFilters';

const USERS = 'users';
const ALL_USERS = { page: 1, perPage: 500 };

export interface JournalFiltersProps {
  declarations: readonly ResourceDeclaration[];
  filter: HistoryFilter;
  onChange: (name: FilterName, value: string | undefined) => void;
  onClear: () => void;
}

function UserFilter({
  declaration,
  value,
  onChange,
}: {
  declaration: ResourceDeclaration;
  value: number | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const translate = useTranslate();
  const { data } = useGetList(USERS, { pagination: ALL_USERS, sort: declaration.defaultSort });
  const users = data ?? [];
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      sx={{ minWidth: 200 }}
      label={translate('history.journal.filters.user')}
      value={value !== undefined && users.some((u) => u.id === value) ? String(value) : ''}
      onChange={(event) => onChange(event.target.value || undefined)}
    >
      <MenuItem value="">{translate('history.journal.filters.any')}</MenuItem>
      {users.map((user) => (
        <MenuItem key={String(user.id)} value={String(user.id)}>
          {representRecord(declaration, user) || String(user.id)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function JournalFilters({ declarations, filter, onChange, onClear }: JournalFiltersProps) {
  const translate = useTranslate();
  const usersDeclaration = declarations.find((d) => d.name === USERS);
  const areaName = (name: string) => translate(resourceNameKey(name), { smart_count: 2, _: name });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', my: 2 }}>
      <TextField
        select
        size="small"
        fullWidth={false}
        sx={{ minWidth: 200 }}
        label={translate('history.journal.filters.area')}
        value={filter.resource ?? ''}
        onChange={(event) => onChange('resource', event.target.value || undefined)}
      >
        <MenuItem value="">{translate('history.journal.filters.any')}</MenuItem>
        {declarations.map((d) => (
          <MenuItem key={d.name} value={d.name}>
            {areaName(d.name)}
          </MenuItem>
        ))}
      </TextField>
      {usersDeclaration && (
        <UserFilter
          declaration={usersDeclaration}
          value={filter.user_id}
          onChange={(value) => onChange('user_id', value)}
        />
      )}
      <TextField
        select
        size="small"
        fullWidth={false}
        sx={{ minWidth: 200 }}
        label={translate('history.journal.filters.action')}
        value={filter.action ?? ''}
        onChange={(event) => onChange('action', event.target.value || undefined)}
      >
        <MenuItem value="">{translate('history.journal.filters.any')}</MenuItem>
        {HISTORY_ACTIONS.map((action) => (
          <MenuItem key={action} value={action}>
            {actionLabel(action, translate)}
          </MenuItem>
        ))}
      </TextField>
      <DayInput
        label={translate('history.journal.filters.from')}
        value={filter.from}
        onChange={(value) => onChange('from', value)}
      />
      <DayInput
        label={translate('history.journal.filters.to')}
        value={filter.to}
        onChange={(value) => onChange('to', value)}
      />
      {filter.batch_id && (
        <Chip
          label={translate('history.journal.filters.batch', { batch: filter.batch_id })}
          onDelete={() => onChange('batch_id', undefined)}
        />
      )}
      {Object.keys(filter).length > 0 && <Button label="history.journal.filters.clear" onClick={onClear} />}
    </Box>
  );
}
