/** MUI's table pagination speaking the app's language (react-admin's own navigation messages). */
import TablePagination from '@mui/material/TablePagination';
import { useTranslate } from 'react-admin';

export interface TranslatedPaginationProps {
  total: number;
  /** 1-based. */
  page: number;
  perPage: number;
  perPageChoices: number[];
  onPage: (page: number, perPage?: number) => void;
}

const ARIA_KEYS = {
  first: 'ra.navigation.first',
  last: 'ra.navigation.last',
  next: 'ra.navigation.next',
  previous: 'ra.navigation.previous',
} as const;

export function TranslatedPagination({
  total,
  page,
  perPage,
  perPageChoices,
  onPage,
}: TranslatedPaginationProps) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={perPageChoices.length > 1 ? perPageChoices : []}
      onPageChange={(_event, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => onPage(1, Number(event.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) =>
        translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
      }
      getItemAriaLabel={(type) => translate(ARIA_KEYS[type])}
    />
  );
}
