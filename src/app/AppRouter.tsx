/**
 * The app's hash router, created once for the app's life. React-admin creates one when it is not
 * inside a router, but anew at every render of its context (ra-core's InternalRouter): twice in a
 * cold list's first render, about 9 ms by CPU profile (react-router's createHashRouter reads the
 * session storage and matches its routes), and a new router, which every route reads, at each
 * render of the context after. Inside this one, react-admin uses it as it is. The start-up creates
 * it while the list's code and page are on their way, before the first render.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
// react-admin reads its routes through react-router-dom: the same module instance must build them.
import { createHashRouter, RouterProvider } from 'react-router-dom';

/** What the one route shows: the app as last rendered (the route's element is built once). */
const ContentContext = createContext<ReactNode>(null);

function RoutedContent() {
  return useContext(ContentContext);
}

export type AppRouterInstance = ReturnType<typeof createHashRouter>;

/** A hash router with the options react-admin gives its own; it reads the address as it is now. */
export function createAppRouter(): AppRouterInstance {
  return createHashRouter([{ path: '*', element: <RoutedContent /> }], {
    future: {
      v7_fetcherPersist: false,
      v7_normalizeFormMethod: false,
      v7_partialHydration: false,
      v7_relativeSplatPath: false,
      v7_skipActionErrorRevalidation: false,
    },
  });
}

export function AppRouter({ router: given, children }: { router?: AppRouterInstance; children: ReactNode }) {
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <ContentContext.Provider value={children}>
      <RouterProvider router={router} />
    </ContentContext.Provider>
  );
}
