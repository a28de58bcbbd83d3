/** What each route carries in its `handle`: read by the root layout (guards, chrome) and the pages (title). */
import { useMatchedRoute } from '../lib/route-title';
import type { RouteEntry } from './routes';

export type RouteHandle = Pick<RouteEntry, 'title' | 'guards' | 'chrome' | 'legacyCapable'>;

/** The deepest matched route: its params and handle. */
export const useCurrentRoute = () => useMatchedRoute<RouteHandle>();
