/**
 * The pagination of a generated list: react-admin's own, or, when the server estimated the total
 * (a large filtered list: resources/contracts/listTotal.ts, the data provider's `meta`), one that
 * says "about" that many and pages on until a short page (react-admin's pageInfo), whose end is
 * the count.
 */
import { Pagination, useListContext } from 'react-admin';
import { estimatedTotalOf } from '../../providers/data/listQuery';
import { TranslatedPagination } from './TranslatedPagination';

export function ListPagination({ rowsPerPageOptions }: { rowsPerPageOptions: number[] }) {
  const { meta, data, hasNextPage, page, perPage, setPage, setPerPage, isPending } = useListContext();
  const estimate = estimatedTotalOf(meta);
  if (estimate === undefined || isPending) return <Pagination rowsPerPageOptions={rowsPerPageOptions} />;
  // A short page ends the list: its count is known.
  const ending = hasNextPage ? undefined : (page - 1) * perPage + (data?.length ?? 0);
  return (
    <TranslatedPagination
      total={ending ?? estimate}
      estimated={ending === undefined}
      page={page}
      perPage={perPage}
      perPageChoices={rowsPerPageOptions}
      onPage={(next, size) => (size === undefined ? setPage(next) : setPerPage(size))}
    />
  );
}
