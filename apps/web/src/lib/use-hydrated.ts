/**
 * False while React hydrates a page the build rendered ahead of time (and in that rendering), true once
 * the page's scripts run it. A control that must not act before then (a form's submit button: the
 * browser would submit the form itself) is disabled until it is true.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
