/** The routes built from the route table: lazy pages, forwarding routes, one root layout. */
import { matchRoutes, type RouteObject, redirect } from 'react-router';
import { FullPageLoader } from '../lib/ui/full-page-loader';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import type { RouteHandle } from './route-handle';
import { type RouteEntry, routeTable } from './routes';

const comingSoon = () => import('./coming-soon-page');

export function toRouteObject(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = {
    title: entry.title,
    guards: entry.guards,
    chrome: entry.chrome,
    legacyCapable: entry.legacyCapable,
  };
  const forwardTo = entry.redirect;
  if (forwardTo) return { path: entry.path, handle, loader: ({ params }) => redirect(forwardTo(params)) };
  if (entry.component) return { path: entry.path, handle, Component: entry.component };
  const load = entry.page ?? comingSoon;
  return { path: entry.path, handle, lazy: async () => ({ Component: (await load()).default }) };
}

/** The portal's routes: every page of the route table inside the root layout. */
export function appRoutes(): RouteObject[] {
  return [
    {
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: FullPageLoader,
      children: routeTable.map(toRouteObject),
    },
  ];
}

/**
 * Loads the pages `pathname` shows into `routes` (React Router's way for lazy routes under a page the
 * server rendered): the first render then shows the page, as the server did, not the loading fallback.
 */
export async function loadRoutesOf(routes: RouteObject[], pathname: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
}
