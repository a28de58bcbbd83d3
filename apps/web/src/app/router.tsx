/** The browser router built from the route table: lazy pages, forwarding routes, one root layout. */
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
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
  const load = entry.page ?? comingSoon;
  return { path: entry.path, handle, lazy: async () => ({ Component: (await load()).default }) };
}

export function createRouter() {
  return createBrowserRouter([
    {
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: FullPageLoader,
      children: routeTable.map(toRouteObject),
    },
  ]);
}
