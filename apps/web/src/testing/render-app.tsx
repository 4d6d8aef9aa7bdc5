import './dom-stubs.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';
import { routes } from '../app/router.tsx';
import { SplashDurationContext } from '../features/shell/hooks/use-splash.ts';

/**
 * The route table of app/router.tsx with each route's lazy part loaded up front: the same paths, nesting,
 * error element and components, but the first screen renders at once, as with a warm browser cache.
 */
async function loadedRoutes(table: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    table.map(async ({ lazy, children, ...route }) => {
      const loaded = typeof lazy === 'function' ? await lazy() : {};
      return { ...route, ...loaded, ...(children ? { children: await loadedRoutes(children) } : {}) } as RouteObject;
    }),
  );
}
const appRoutes = await loadedRoutes(routes);

export type RenderAppOptions = {
  /** The splash screen's minimum time in ms (0 in tests unless given). */
  splashMs?: number;
  /** Wrap the tree in React's StrictMode (effects run twice), as main.tsx does. */
  strict?: boolean;
};

/**
 * Renders the whole web app at `path` with the real route table (app/router.tsx, loaded up front) in a
 * memory router, with a fresh query cache and the toaster. `location()` is the router's current path +
 * search + hash.
 */
export function renderApp(path: string, { splashMs = 0, strict = false }: RenderAppOptions = {}) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const tree = (
    <SplashDurationContext value={splashMs}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </SplashDurationContext>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  const location = () =>
    `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`;
  return { ...view, router, queryClient, user, location };
}
