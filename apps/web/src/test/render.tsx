/**
 * Renders a component as the app does: Mantine with the app's theme (transitions and portals off, as in
 * `env="test"`), a fresh query client with the app's defaults, the session (a demo user or nobody) and a
 * memory router at a given address.
 * Returns Testing Library's queries, a user-event session and the router (to read where a link went).
 */
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../app/theme';
import { SessionContext } from '../lib/auth/session-context';
import { createQueryClient } from '../lib/query-client';
import { type DemoRole, demoUser } from './demo-users';

type RenderOptions = {
  /** The address the router starts at; `/` unless told. */
  url?: string;
  /** The route pattern the component is rendered under, for `useParams`; `*` unless told. */
  path?: string;
  /** The signed-in demo user the page reads with `useCurrentUser`; nobody signed in unless told. */
  signedInAs?: DemoRole;
};

export function renderWithApp(ui: ReactNode, { url = '/', path = '*', signedInAs }: RenderOptions = {}) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path, element: ui },
      // Where a navigation lands when it leaves the component's route.
      { path: '*', element: <p>Left for another page</p> },
    ],
    { initialEntries: [url] },
  );
  // No pause between keystrokes: the tests wait for what they expect, never for time.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} env="test">
        <SessionContext.Provider
          value={
            signedInAs
              ? { status: 'signedIn', user: demoUser(signedInAs), error: null }
              : { status: 'signedOut', user: null, error: null, byUser: false }
          }
        >
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, router, queryClient };
}
