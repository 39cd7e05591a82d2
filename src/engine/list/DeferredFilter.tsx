/**
 * A declared filter of a list, mounted just after the list has shown its rows: the filter inputs
 * (selects, autocompletes, their option lists) and their code are a good part of a list's first
 * render, and the rows are what a user opening the list looks at first. Until then a box of an
 * input's size holds its place. React-admin reads a filter's `source` and `alwaysOn` from the
 * element it is given, so they are props of this wrapper too; whatever the filter form adds is
 * passed on to the input.
 */
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { cloneElement, startTransition, useEffect, useState, type ReactElement } from 'react';
import type { FieldDeclaration } from '../../../resources/kit/defineResource';
import { loadFilterCode } from './filterCode';
import { useRowsShown } from './rowsShown';

export interface DeferredFilterProps {
  source: string;
  /** False in a phone's list, where the filter is added from the filter button (ResourceList). */
  alwaysOn: boolean;
  field: FieldDeclaration;
  resource: string;
  [passedOn: string]: unknown;
}

type FilterOf = Awaited<ReturnType<typeof loadFilterCode>>;

export function DeferredFilter({ field, resource, alwaysOn, ...passedOn }: DeferredFilterProps) {
  const rowsShown = useRowsShown();
  // Set once the rows are shown and the filters' code is in: the filter is rendered from then on.
  const [filterOf, setFilterOf] = useState<FilterOf>();
  useEffect(() => {
    if (filterOf || !rowsShown) return;
    let live = true;
    loadFilterCode().then(
      (loaded) => {
        // A transition: React renders the inputs in short slices, and the page stays responsive.
        if (live) startTransition(() => setFilterOf(() => loaded));
      },
      // Without its code the filter stays a placeholder; the list itself works on.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [filterOf, rowsShown]);
  if (filterOf) {
    const input = filterOf(field)({ field, resource, common: { source: field.name, alwaysOn } });
    // The filter form's props are meant for the input: they are handed on as they came.
    return cloneElement(input as ReactElement<Record<string, unknown>>, passedOn);
  }
  return <FilterPlaceholder field={field} />;
}

/**
 * The kinds whose filter is a typed box (MUI's text field), wider than a select's minimum. Not the
 * password: a secret is never a filter (filteredFields).
 */
const TYPED_BOX_KINDS: ReadonlySet<FieldDeclaration['kind']> = new Set([
  'text',
  'longText',
  'email',
  'url',
  'color',
  'number',
  'integer',
  'computed',
  'mediaImage',
  'objectList',
]);

/**
 * The place of a declared filter until it comes, of its input's size: a small filled input is 48 px
 * high, with the dense margins of a filter form's inputs above and below; a typed box is 224 px
 * wide (a text field's own width), a select or an autocomplete 20 spacing units (react-admin's
 * minimum). Nothing moves when it comes, and the filters wrap on the same lines.
 */
export function FilterPlaceholder({ field }: { field: FieldDeclaration }) {
  const width = TYPED_BOX_KINDS.has(field.kind)
    ? { width: 224 }
    : { minWidth: (theme: Theme) => theme.spacing(20) };
  return <Box aria-hidden sx={{ ...width, height: 48, mt: 1, mb: 0.5 }} />;
}
