/**
 * The generated list screen's code, loaded on first use. Kept apart from the engine's index so the
 * cold start (src/coldStart.ts) can ask for it before react-admin has loaded, and so the engine can
 * render the screen at once, without a Suspense fallback, when its code is already in: React holds
 * back what a boundary reveals for a moment after showing a fallback, which a cold load would pay.
 */
import type { ComponentType } from 'react';
import type { ScreenProps } from './types';

let loaded: ComponentType<ScreenProps> | undefined;
let loading: Promise<ComponentType<ScreenProps>> | undefined;

export function loadListScreen(): Promise<ComponentType<ScreenProps>> {
  if (!loading) {
    const attempt = import('./list/ResourceList').then((module) => (loaded = module.ResourceList));
    // A failed load is tried again by the next caller (the screen's own, which reports the error).
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
    loading = attempt;
  }
  return loading;
}

/** The list screen if its code is in, else undefined. */
export function loadedListScreen(): ComponentType<ScreenProps> | undefined {
  return loaded;
}

/** The load under way, if the screen's code was asked for and has not arrived yet. */
export function listScreenOnItsWay(): Promise<unknown> | undefined {
  return loaded ? undefined : loading;
}
