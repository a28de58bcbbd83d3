/**
 * Starts the app in its container. A page the build rendered (prerender.tsx) is hydrated when it is what
 * this visitor would see: the same address without a query, and no session in this browser (a signed-in
 * visitor is sent on from /login). Hydrated, the page keeps what was typed before the scripts ran.
 * Otherwise the app renders afresh, replacing the boot markup. Either way the first render runs as a
 * transition, in slices that keep the page responsive on a slow phone (issue 14 §2).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { prefetchSessionProfile } from '../features/session/api/get-profile';
import { hasStoredSession } from '../lib/auth/session-store';
import { queryClient } from '../lib/query-client';
import { Providers } from './providers';
import { appRoutes, loadRoutesOf } from './router';

type StartOptions = Pick<RootOptions, 'onRecoverableError'>;

/** Whether the container holds the prerendered page of this address, to hydrate. */
function shouldHydrate(container: HTMLElement, location: Pick<Location, 'pathname' | 'search'>) {
  return container.dataset.prerendered === location.pathname && location.search === '' && !hasStoredSession();
}

export async function startApp(container: HTMLElement, options: StartOptions = {}): Promise<Root> {
  const hydrate = shouldHydrate(container, window.location);
  prefetchSessionProfile(queryClient);
  const routes = appRoutes();
  // The page's own module first, so that the first render shows the page as the server rendered it.
  if (hydrate) await loadRoutesOf(routes, window.location.pathname);
  // Nothing to hydrate from loaders (the routes have none): the router starts initialized, on the page.
  const router = createBrowserRouter(routes, { hydrationData: hydrate ? { loaderData: {} } : undefined });
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  let root: Root | undefined;
  startTransition(() => {
    if (hydrate) root = hydrateRoot(container, app, options);
    else {
      root = createRoot(container, options);
      root.render(app);
    }
  });
  if (!root) throw new Error('startTransition did not run the first render');
  return root;
}
