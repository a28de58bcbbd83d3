/** Everything the app runs inside: server state, Mantine (theme, toasts, modals) and the session. */
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider } from '../features/session/session-provider';
import { queryClient } from '../lib/query-client';
import { ERROR_TOAST_MS } from '../lib/toasts';
import { cssVariablesResolver, theme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <ModalsProvider>
          <Notifications position="top-right" autoClose={ERROR_TOAST_MS} />
          <SessionProvider>{children}</SessionProvider>
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
