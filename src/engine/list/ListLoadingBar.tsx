/** A thin progress bar while the list loads or refreshes, announced to assistive technology. */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useListContext, useTranslate } from 'react-admin';

export function ListLoadingBar() {
  const { isFetching } = useListContext();
  const translate = useTranslate();
  // The empty box keeps the table from jumping when the bar appears.
  if (!isFetching) return <Box sx={{ height: 4 }} />;
  return <LinearProgress aria-label={translate('engine.list.loading')} />;
}
