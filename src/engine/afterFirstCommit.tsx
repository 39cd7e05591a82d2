/**
 * Parts that update themselves while React commits them come one render after the first commit.
 * MUI's Tooltip (a ref that sets state), Popover (a portal that finds its node in a layout effect)
 * and react-hook-form (a layout effect) do: such an update makes React run every effect of the
 * whole first commit at once, before the browser may paint it. On a cold load of a list that was
 * about 60 ms between the rows being ready and the rows being shown.
 */
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';
import { startTransition, useEffect, useState } from 'react';

/** False during the first render of the calling component, true from the render that follows it. */
export function useAfterFirstCommit(): boolean {
  const [committed, setCommitted] = useState(false);
  // A passive effect: it runs once the commit is done (usually once it is painted). In a
  // transition: what comes then (the app bar's buttons, the tooltips) renders in short slices
  // instead of one long task just after the first screen is shown.
  useEffect(() => startTransition(() => setCommitted(true)), []);
  return committed;
}

/**
 * MUI's Tooltip around its child from the render after the first: the child itself is there from
 * the first (give it its own accessible name, the tooltip's title does not name it until then).
 */
export function LateTooltip({ children, ...tooltip }: TooltipProps) {
  return useAfterFirstCommit() ? <Tooltip {...tooltip}>{children}</Tooltip> : children;
}
