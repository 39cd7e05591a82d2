/**
 * The list's filter form (the search box and the declared filters), mounted once the rows are
 * painted (useRowsShown). Its form library updates the form while React commits it, which would
 * hold the rows' first paint back (src/engine/afterFirstCommit.tsx). Until then a form-shaped box
 * holds its place: react-admin's FilterForm and FilterFormInput layout (their styles, below), with
 * a box of the search box's size and each declared filter's placeholder, so the filters wrap on
 * the same lines and nothing moves when the form comes.
 */
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { useEffect, type ReactElement } from 'react';
import { FilterContext, FilterForm } from 'react-admin';
import type { FieldDeclaration } from '../../../resources/kit/defineResource';
import { FilterPlaceholder } from './DeferredFilter';
import { loadFilterCode } from './filterCode';
import { useRowsShown } from './rowsShown';

const FormPlace = styled('div')(({ theme }) => ({
  display: 'flex',
  flex: '0 1 auto',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  padding: `0 0 ${theme.spacing(0.5)} 0`,
  [theme.breakpoints.down('sm')]: { width: '100%' },
  [theme.breakpoints.up('sm')]: { minHeight: theme.spacing(8) },
  [theme.breakpoints.up('md')]: { flex: '0 1 100%' },
}));

const InputPlace = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-end',
  [theme.breakpoints.down('sm')]: { width: '100%' },
  '& > .spacer': { width: theme.spacing(2) },
}));

/** A small filled search box without a label: 40 px high, 257 px wide beside other filters, a line of its own on a phone. */
function SearchPlaceholder() {
  return <Box sx={{ width: { xs: '100%', sm: 257 }, height: 40, mt: 1, mb: 0.5 }} />;
}

export function ListFilterForm({
  filters,
}: {
  filters: ReactElement<{ source: string; alwaysOn?: boolean; field?: FieldDeclaration }>[];
}) {
  const rowsShown = useRowsShown();
  const showsDeclared = filters.some((filter) => filter.props.field && filter.props.alwaysOn);
  useEffect(() => {
    // The declared filters' code travels while the form renders, rather than once it is in.
    if (rowsShown && showsDeclared) loadFilterCode().catch(() => undefined);
  }, [rowsShown, showsDeclared]);
  if (!rowsShown)
    return (
      <FormPlace aria-hidden>
        {filters
          .filter((filter) => filter.props.alwaysOn)
          .map((filter) => (
            <InputPlace key={filter.props.source}>
              {filter.props.field ? <FilterPlaceholder field={filter.props.field} /> : <SearchPlaceholder />}
              <div className="spacer">&nbsp;</div>
            </InputPlace>
          ))}
      </FormPlace>
    );
  return (
    <FilterContext.Provider value={filters}>
      <FilterForm />
    </FilterContext.Provider>
  );
}
