/**
 * The current route as the route table describes it: the deepest match's params and `handle`. The shell
 * reads its whole handle (guards, chrome); a page shared by several routes reads the title of the one it was
 * opened by. The route table itself lives in the app shell.
 */
import { useMatches } from 'react-router';

/** The deepest matched route: its params and its handle (typed by the caller). */
export function useMatchedRoute<Handle>() {
  const matches = useMatches();
  const match = matches[matches.length - 1];
  return { params: match?.params ?? {}, handle: match?.handle as Handle | undefined };
}

export function useRouteTitle(): string | undefined {
  return useMatchedRoute<{ title?: string }>().handle?.title;
}
