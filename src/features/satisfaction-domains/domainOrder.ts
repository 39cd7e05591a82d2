/**
 * Reordering domains: the new order after a move, and the position each domain must take so that
 * positions read 0, 1, 2… in that order (equal or gapped positions are renumbered on the way).
 */
import type { Identifier } from 'react-admin';

export interface PositionedDomain {
  id: Identifier;
  position?: number | null;
}

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** The position updates that make `ordered` the saved order. */
export function positionUpdates<T extends PositionedDomain>(
  ordered: readonly T[],
): { domain: T; position: number }[] {
  return ordered
    .map((domain, position) => ({ domain, position }))
    .filter(({ domain, position }) => domain.position !== position);
}

/** The position of a domain added at the end. */
export function nextPosition(domains: readonly PositionedDomain[]): number {
  return domains.reduce(
    (max, d) => Math.max(max, typeof d.position === 'number' ? d.position + 1 : 0),
    domains.length,
  );
}
