/** Pages of a directory, cut in the browser (the API returns the whole directory). */
import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PER_PAGE_OPTIONS, type MediaBrowserState } from './useMediaBrowserState';

export function MediaPagination({ browser }: { browser: MediaBrowserState }) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={browser.visible.length}
      page={browser.page}
      rowsPerPage={browser.perPage}
      rowsPerPageOptions={PER_PAGE_OPTIONS}
      onPageChange={(_, page) => browser.setPage(page)}
      onRowsPerPageChange={(event) => browser.setPerPage(Number(event.target.value))}
      labelRowsPerPage={translate('media.pagination.perPage')}
      labelDisplayedRows={({ from, to, count }) => translate('media.pagination.range', { from, to, count })}
      getItemAriaLabel={(type) => translate(`media.pagination.${type}`)}
      showFirstButton
      showLastButton
    />
  );
}
