/**
 * Whether a list's rows have been painted: true from the first task after the render that showed
 * them. What a user reaches for only after reading the rows (the toolbar's buttons, the pagination,
 * the search and filters) waits for it, so the render that shows the rows is that much shorter.
 * A generated list shares one answer (RowsShownProvider), so all of those come in the same render:
 * the toolbar's buttons and the filter form share a line, and coming apart, one would push the
 * other's inputs onto the next line after it had been painted.
 */
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { useListContext } from 'react-admin';

const RowsShownContext = createContext<boolean | null>(null);

function useOwnRowsShown(enabled: boolean): boolean {
  const { isPending } = useListContext();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!enabled || shown || isPending) return;
    // Effects run once the rows are committed; a task later, they have been painted. What comes
    // then renders in a transition, in short slices.
    const timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    return () => clearTimeout(timer);
  }, [enabled, shown, isPending]);
  return shown;
}

/** One answer for a whole list screen (inside its list context). */
export function RowsShownProvider({ children }: { children: ReactNode }) {
  return <RowsShownContext.Provider value={useOwnRowsShown(true)}>{children}</RowsShownContext.Provider>;
}

/** The list screen's answer, or this component's own in a list without a provider (a custom screen's). */
export function useRowsShown(): boolean {
  const shared = useContext(RowsShownContext);
  const own = useOwnRowsShown(shared === null);
  return shared ?? own;
}
