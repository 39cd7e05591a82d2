/**
 * A declared filter of a list, mounted just after the list has shown its rows: the filter inputs
 * (selects, autocompletes, their option lists) are a good part of a list's first render, and the
 * rows are what a user opening the list looks at first. Until then a box of an input's size holds
 * its place. React-admin reads a filter's `source` and `alwaysOn` from the element it is given, so
 * they are props of this wrapper too; whatever the filter form adds is passed on to the input.
 */
import Box from '@mui/material/Box';
import { cloneElement, useEffect, useState, type ReactElement } from 'react';
import { useListContext } from 'react-admin';

export interface DeferredFilterProps {
  source: string;
  alwaysOn: true;
  input: ReactElement;
  [passedOn: string]: unknown;
}

export function DeferredFilter({ input, alwaysOn: _alwaysOn, ...passedOn }: DeferredFilterProps) {
  const { isPending } = useListContext();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown || isPending) return;
    // Effects run once the rows are committed; a task later, they have been painted.
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, [shown, isPending]);
  // The filter form's props are meant for the input: they are handed on as they came.
  if (shown) return cloneElement(input as ReactElement<Record<string, unknown>>, passedOn);
  // React-admin's inputs are at least 20 spacing units wide; a small filled input is 48 px high.
  return <Box aria-hidden sx={{ minWidth: (theme) => theme.spacing(20), height: 48 }} />;
}
