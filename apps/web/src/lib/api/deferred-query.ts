/**
 * A query's result whose data is drawn in the background: when the data arrives (or changes), React first
 * renders with the data it had, then renders the new data in a transition, which it splits into slices of
 * a few milliseconds. A large table or chart arriving then never blocks the page for long: on a slow phone
 * drawing a home card's tables took half a second in one piece (issue 14 §2).
 * The components that draw the data must be memoised on it, so that the first render stays cheap.
 */
import { useDeferredValue } from 'react';

export function useDeferredData<Q extends { data: unknown }>(query: Q): Q {
  const data = useDeferredValue(query.data) as Q['data'];
  return data === query.data ? query : { ...query, data };
}
