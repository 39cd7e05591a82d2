import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { TEST_CATEGORIES, type TestStatistics } from './types';

interface Props {
  statistics: TestStatistics;
  busy: boolean;
  onRunCategory: (category: string) => void;
  onRunAll: () => void;
  onRefresh: () => void;
}

/** Run a category (menu), run everything (after a confirmation: it can take long), refresh. */
export function RunActions({ statistics, busy, onRunCategory, onRunAll, onRefresh }: Props) {
  const translate = useTranslate();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);

  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      <Button
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        disabled={busy}
        aria-haspopup="menu"
        aria-expanded={menuAnchor ? 'true' : undefined}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
      >
        {translate('testDashboard.actions.runCategory')}
      </Button>
      <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
        {TEST_CATEGORIES.map((category) => (
          <MenuItem
            key={category}
            onClick={() => {
              setMenuAnchor(null);
              onRunCategory(category);
            }}
          >
            {translate('testDashboard.actions.categoryItem', {
              category: translate(`testDashboard.categories.${category}`),
              smart_count: statistics.by_category[category] ?? 0,
            })}
          </MenuItem>
        ))}
      </Menu>
      <Button
        variant="contained"
        startIcon={<PlayCircleOutlineIcon />}
        disabled={busy}
        onClick={() => setConfirming(true)}
      >
        {translate('testDashboard.actions.runAll')}
      </Button>
      <Button startIcon={<RefreshIcon />} onClick={onRefresh}>
        {translate('testDashboard.actions.refresh')}
      </Button>
      <Confirm
        isOpen={confirming}
        title="testDashboard.actions.confirmRunAllTitle"
        content="testDashboard.actions.confirmRunAllContent"
        translateOptions={{ smart_count: statistics.configured }}
        confirm="testDashboard.actions.confirm"
        onConfirm={() => {
          setConfirming(false);
          onRunAll();
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
