/**
 * Whether a list's rows have been painted: true from the first task after the render that showed
 * them. What a user reaches for only after reading the rows (the toolbar's buttons, the pagination,
 * the declared filters) waits for it, so the render that shows the rows is that much shorter.
 */
import { startTransition, useEffect, useState } from 'react';
import { useListContext } from 'react-admin';

export function useRowsShown(): boolean {
  const { isPending } = useListContext();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown || isPending) return;
    // Effects run once the rows are committed; a task later, they have been painted. What comes
    // then renders in a transition, in short slices.
    const timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    return () => clearTimeout(timer);
  }, [shown, isPending]);
  return shown;
}
