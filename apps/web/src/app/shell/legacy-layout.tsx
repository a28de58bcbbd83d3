/**
 * The frame of users whose organization came from the legacy import (issue 14 §8): until they finalize
 * it, every page but /legacy and their profile sends them back to /legacy, so the frame offers no
 * sidebar of links that bounce: the logo (back to the finalize screen), the profile menu (profile,
 * sign out) and the page.
 */
import { AppShell, Box, Group, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { Logo } from '../../lib/ui/logo';
import { ProfileMenu } from './profile-menu';
import { mainContentProps, SkipLink } from './skip-link';
import { TOOLBAR_HEIGHT } from './toolbar';

export function LegacyLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <AppShell header={{ height: TOOLBAR_HEIGHT }} padding="xl">
        <AppShell.Header>
          <Group h="100%" px="lg" justify="space-between" wrap="nowrap">
            <UnstyledButton component={Link} to={paths.legacy()}>
              <Logo compact />
            </UnstyledButton>
            <ProfileMenu />
          </Group>
        </AppShell.Header>
        <AppShell.Main bg="white" {...mainContentProps}>
          <Box maw={720} mx="auto">
            {children}
          </Box>
        </AppShell.Main>
      </AppShell>
    </>
  );
}
