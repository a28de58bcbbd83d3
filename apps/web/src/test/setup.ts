/**
 * Runs before every web test file (the `web` Vitest project's setupFiles). The files share their worker's
 * imports (isolate: false), so what each file needs is set here, not in a module imported once:
 * for jsdom files, what Mantine needs from a browser that jsdom lacks (matchMedia, ResizeObserver,
 * scrollIntoView) and a patient wait; after each test, the rendered tree unmounted, its toasts cleared and a
 * faked fetch taken away.
 */
import { afterEach, vi } from 'vitest';

if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.HTMLElement.prototype.scrollIntoView ??= () => {};
  // findBy…/waitFor wait for what a test expects, not for a time: on a busy 2-core machine a first render
  // can take seconds, so their limit only catches a hang (Testing Library's default is 1 s).
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 30_000 });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  // Toasts live in a store of Mantine's module, shared by the files of a worker: none outlives its test.
  if (typeof document !== 'undefined') (await import('@mantine/notifications')).notifications.clean();
  if (typeof document !== 'undefined') (await import('@testing-library/react')).cleanup();
});
