/**
 * The filter form's code (FilterFormParts.tsx), loaded once: by the first list that shows its
 * filter form, once its rows are shown (ListFilterForm), or by a search box rendered before that
 * (a custom screen's own filter form, SearchFilter).
 */
import { useEffect, useState } from 'react';
import { loadOnce } from '../loadOnce';

type FilterFormParts = typeof import('./FilterFormParts');

const filterFormCode = loadOnce<FilterFormParts>(() => import('./FilterFormParts'));

export const loadFilterForm = filterFormCode.load;

/**
 * The filter form's code once it is in, undefined until then; asked for when `wanted` (at once when
 * it is already in, without a render in between).
 */
export function useFilterFormParts(wanted = true): FilterFormParts | undefined {
  const [parts, setParts] = useState(filterFormCode.loaded);
  useEffect(() => {
    if (parts || !wanted) return;
    let live = true;
    filterFormCode.load().then(
      (loaded) => {
        if (live) setParts(loaded);
      },
      // Without its code the form stays a placeholder; the list itself works on.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [parts, wanted]);
  return parts;
}
