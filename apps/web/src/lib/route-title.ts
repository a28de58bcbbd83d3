/**
 * The title the route table gives the current route (its `handle.title`), for a page shared by several
 * routes that shows the title of the one it was opened by. The route table itself lives in the app shell.
 */
import { useMatches } from 'react-router';

export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { title?: string } | undefined;
  return handle?.title;
}
