import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { TEST_CATEGORIES, TEST_PRIORITIES, TEST_TYPES, type TestFilters } from './types';

interface Props {
  filters: TestFilters;
  onFiltersChange: (filters: TestFilters) => void;
  search: string;
  onSearchChange: (search: string) => void;
}

/** Category, type, priority and "configured only" go to the server; the search runs in the page. */
export function TestFiltersBar({ filters, onFiltersChange, search, onSearchChange }: Props) {
  const translate = useTranslate();
  const select = (
    name: 'category' | 'test_type' | 'priority',
    label: string,
    values: readonly string[],
    prefix: string,
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={filters[name] ?? ''}
      onChange={(event) => onFiltersChange({ ...filters, [name]: event.target.value || undefined })}
      sx={{ minWidth: 170 }}
    >
      <MenuItem value="">{translate('testDashboard.filters.all')}</MenuItem>
      {values.map((value) => (
        <MenuItem key={value} value={value}>
          {translate(`testDashboard.${prefix}.${value}`)}
        </MenuItem>
      ))}
    </TextField>
  );
  const filtered = Boolean(
    filters.category || filters.test_type || filters.priority || filters.configured_only || search,
  );

  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mb: 2 }}>
      <TextField
        size="small"
        type="search"
        label={translate('testDashboard.filters.search')}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
      />
      {select('category', translate('testDashboard.filters.category'), TEST_CATEGORIES, 'categories')}
      {select('test_type', translate('testDashboard.filters.type'), TEST_TYPES, 'types')}
      {select('priority', translate('testDashboard.filters.priority'), TEST_PRIORITIES, 'priorities')}
      <FormControlLabel
        control={
          <Switch
            checked={Boolean(filters.configured_only)}
            onChange={(event) =>
              onFiltersChange({ ...filters, configured_only: event.target.checked || undefined })
            }
          />
        }
        label={translate('testDashboard.filters.configuredOnly')}
      />
      {filtered && (
        <Button
          onClick={() => {
            onFiltersChange({});
            onSearchChange('');
          }}
        >
          {translate('testDashboard.filters.clear')}
        </Button>
      )}
    </Stack>
  );
}
