/** What each route carries in its `handle`: read by the root layout (guards, chrome) and the pages (title). */
import { useMatches } from 'react-router';
import type { RouteEntry } from './routes';

export type RouteHandle = Pick<RouteEntry, 'title' | 'guards' | 'chrome' | 'legacyCapable'>;

/** The deepest matched route: its params and handle. */
export function useCurrentRoute() {
  const matches = useMatches();
  const match = matches[matches.length - 1];
  return { params: match?.params ?? {}, handle: match?.handle as RouteHandle | undefined };
}
