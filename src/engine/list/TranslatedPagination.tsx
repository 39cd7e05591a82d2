/**
 * MUI's table pagination speaking the app's language (react-admin's own navigation messages).
 * With an estimated total (a large list whose server did not count every match:
 * resources/contracts/listTotal.ts) it says "about" that many and pages on: the caller
 * (ListPagination) estimates only while more rows follow, and gives the count once a short page
 * ends the list.
 */
import TablePagination from '@mui/material/TablePagination';
import { useLocaleState, useTranslate } from 'react-admin';
import { approximateCount } from './approximateCount';

export interface TranslatedPaginationProps {
  total: number;
  /** `total` is an estimate, and rows follow this page. */
  estimated?: boolean;
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
  estimated = false,
  page,
  perPage,
  perPageChoices,
  onPage,
}: TranslatedPaginationProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const label = ({ from, to, count }: { from: number; to: number; count: number }): string =>
    estimated
      ? translate('engine.list.estimatedRange', { from, to, total: approximateCount(total, locale) })
      : translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count });
  return (
    <TablePagination
      component="div"
      // -1: MUI's "unknown count", whose next page stays enabled.
      count={estimated ? -1 : total}
      page={page - 1}
      rowsPerPage={perPage}
      // MUI leaves out the rows-per-page choice when there is only one.
      rowsPerPageOptions={perPageChoices}
      onPageChange={(_event, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => onPage(1, Number(event.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={label}
      getItemAriaLabel={(type) => translate(ARIA_KEYS[type])}
    />
  );
}
