/**
 * A screen `width` px wide as far as media queries go (jsdom has no matchMedia of its own): every
 * `(max-width:…px)` and `(min-width:…px)` query MUI and react-admin ask is answered for that width,
 * so their own phone variants (floating create button, icon-only buttons) appear as on a phone.
 */
import { vi } from 'vitest';

function matchesWidth(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((max|min)-width:\s*([\d.]+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, side, px]) => (side === 'max' ? width <= Number(px) : width >= Number(px)));
}

export function screenWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matchesWidth(query, width),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
