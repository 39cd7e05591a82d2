/**
 * A list's page around its rows: the title, the top bar (the filter form, the toolbar), the rows'
 * card (or the offline or error message in it), the pagination, the empty page, as react-admin's
 * <ListView> lays them out (its classes and
 * styles, so themes and tests find the same page). Its own because ListView's top bar
 * (ListToolbar) imports react-admin's filter form, and with it the form library (react-hook-form)
 * and the search input: a phone's list downloaded them before its first lines, though the form
 * only comes once the rows are shown (ListFilterForm), its code with it.
 */
import Card from '@mui/material/Card';
import { styled } from '@mui/material/styles';
import type { ReactElement, ReactNode } from 'react';
import { Offline, Title, useListContext } from 'react-admin';

/** React-admin's ListView classes. */
const PREFIX = 'RaList';
const ListClasses = {
  main: `${PREFIX}-main`,
  content: `${PREFIX}-content`,
  actions: `${PREFIX}-actions`,
  noActions: `${PREFIX}-noActions`,
  noResults: `${PREFIX}-noResults`,
};

const Root = styled('div', { name: PREFIX, overridesResolver: (_props, styles) => styles.root })(
  ({ theme }) => ({
    display: 'flex',
    [`& .${ListClasses.main}`]: { flex: '1 1 auto', display: 'flex', flexDirection: 'column' },
    [`& .${ListClasses.content}`]: {
      position: 'relative',
      [theme.breakpoints.down('sm')]: { boxShadow: 'none' },
      overflow: 'inherit',
    },
    [`& .${ListClasses.noActions}`]: { marginTop: '1em' },
    [`& .${ListClasses.noResults}`]: { flex: 1 },
  }),
);

/** React-admin's ListToolbar: the filter form on the left, the buttons on the right; stacked on a phone. */
const Toolbar = styled('div', {
  name: 'RaListToolbar',
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  display: 'flex',
  position: 'relative',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  width: '100%',
  [theme.breakpoints.down('md')]: { flexWrap: 'wrap' },
  [theme.breakpoints.down('sm')]: {
    backgroundColor: (theme.vars || theme).palette.background.paper,
    flexWrap: 'inherit',
    flexDirection: 'column-reverse',
  },
}));

export interface ListFrameProps {
  /** The filter form (ListFilterForm). */
  filters: ReactElement;
  /** The toolbar's buttons (ListActions). */
  actions: ReactElement;
  pagination: ReactElement;
  /** The page shown instead of the list when there is no record and no filter. */
  empty: ReactElement;
  /** Shown in the card instead of the rows when the page could not be read. */
  error: ReactElement;
  children: ReactNode;
}

export function ListFrame({ filters, actions, pagination, empty, error, children }: ListFrameProps) {
  const {
    defaultTitle,
    data,
    error: errorState,
    isPaused,
    isPending,
    isPlaceholderData,
    filterValues,
    resource,
    total,
    hasNextPage,
    hasPreviousPage,
  } = useListContext();
  // The browser is offline and the page was never read: react-admin's offline message in the card.
  const offline = isPaused && (isPending || isPlaceholderData);
  // As ListView decides it: no record on a first page read without filters.
  const noRecord =
    total === 0 ||
    (total == null && hasPreviousPage === false && hasNextPage === false && data?.length === 0);
  const emptyPage = !errorState && !isPending && noRecord && Object.keys(filterValues).length === 0;
  return (
    <Root className="list-page">
      <Title defaultTitle={defaultTitle} preferenceKey={`${resource}.list.title`} />
      {emptyPage ? (
        <div className={ListClasses.noResults}>{empty}</div>
      ) : (
        <div
          className={
            offline || errorState ? `${ListClasses.main} ${ListClasses.noActions}` : ListClasses.main
          }
        >
          <Toolbar className={ListClasses.actions}>
            {filters}
            <span />
            {actions}
          </Toolbar>
          <Card className={ListClasses.content}>{offline ? <Offline /> : errorState ? error : children}</Card>
          {pagination}
        </div>
      )}
    </Root>
  );
}
