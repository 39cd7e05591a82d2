/**
 * The generated list screen's code, loaded on first use. Kept apart from the engine's index so the
 * boot path's early reads (src/boot/earlyReads.ts) can ask for it before react-admin has loaded, and so the engine can
 * render the screen at once, without a Suspense fallback, when its code is already in: React holds
 * back what a boundary reveals for a moment after showing a fallback, which a cold load would pay.
 */
import { loadOnce } from './loadOnce';

const listScreen = loadOnce(async () => (await import('./list/ResourceList')).ResourceList);

export const loadListScreen = listScreen.load;

/** The list screen if its code is in, else undefined. */
export const loadedListScreen = listScreen.loaded;

/** The load under way, if the screen's code was asked for and has not arrived yet. */
export const listScreenOnItsWay = listScreen.pending;
