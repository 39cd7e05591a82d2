/** Select the page's images and delete the selection together. */
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function SelectionBar({
  selectedCount,
  pageState,
  onTogglePage,
  onClear,
  onDelete,
}: {
  selectedCount: number;
  /** How much of the current page is selected. */
  pageState: 'none' | 'some' | 'all';
  onTogglePage: () => void;
  onClear: () => void;
  onDelete: () => void;
}) {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', minHeight: 40 }}
    >
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            checked={pageState === 'all'}
            indeterminate={pageState === 'some'}
            onChange={onTogglePage}
          />
        }
        label={translate('media.selection.selectPage')}
      />
      {selectedCount > 0 && (
        <>
          <Typography variant="body2" role="status">
            {translate('media.selection.count', { smart_count: selectedCount })}
          </Typography>
          <Button size="small" onClick={onClear}>
            {translate('media.selection.clear')}
          </Button>
          <Button size="small" color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={onDelete}>
            {translate('media.selection.deleteSelected')}
          </Button>
        </>
      )}
    </Stack>
  );
}
