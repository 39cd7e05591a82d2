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

/** The width the stubbed media queries answer for, and who listens to their changes. */
const display = { width: 1024, listeners: new Set<() => void>() };

export function screenWidth(width: number): void {
  display.width = width;
  display.listeners.clear();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matchesWidth(query, display.width);
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => display.listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => display.listeners.delete(listener),
    addListener: (listener: () => void) => display.listeners.add(listener),
    removeListener: (listener: () => void) => display.listeners.delete(listener),
    dispatchEvent: () => false,
  }));
}

/** The screen turned or resized to `width` while the app is open: every media query hears it. */
export function resizeScreen(width: number): void {
  display.width = width;
  for (const listener of [...display.listeners]) listener();
}
