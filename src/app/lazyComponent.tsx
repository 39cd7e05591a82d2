/**
 * A component whose code is loaded on first use (its own chunk), shown behind its own Suspense
 * boundary so that loading it never blanks the page or the form around it.
 */
import { Suspense, lazy, type ComponentType } from 'react';
import { LinearProgress } from 'react-admin';

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyLoaded(props: P) {
    return (
      <Suspense fallback={<LinearProgress />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyLoaded;
}
