/** The held-back start of the app on a phone's cold load of a list (loaderContract.ts). */
import { HELD_START_GLOBAL } from './loaderContract';

type HeldWindow = Window & { [HELD_START_GLOBAL]?: () => void };

/** The loader's start function while it holds the app back; undefined once the app is asked for. */
export function heldStart(): (() => void) | undefined {
  const start = (window as HeldWindow)[HELD_START_GLOBAL];
  return typeof start === 'function' ? start : undefined;
}
