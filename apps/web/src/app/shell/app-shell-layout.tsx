/**
 * The signed-in frame: the skip link first, sidebar on the left, toolbar on top, the page in the main
 * area (`<main id="main-content">`, the skip link's target).
 */
import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { LocationSwitcher } from '../../features/session/location-switcher';
import { ProfileMenu } from './profile-menu';
import { Sidebar } from './sidebar';
import { mainContentProps, SkipLink } from './skip-link';
import { TOOLBAR_HEIGHT } from './toolbar';

export function AppShellLayout({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <>
      <SkipLink />
      <AppShell
        header={{ height: TOOLBAR_HEIGHT }}
        navbar={{ width: 272, breakpoint: 'md', collapsed: { mobile: !opened } }}
        padding="xl"
        layout="alt"
      >
        <AppShell.Header>
          <Group h="100%" px="lg" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="md"
                size="sm"
                aria-label="Toggle navigation"
              />
              <LocationSwitcher />
            </Group>
            <ProfileMenu />
          </Group>
        </AppShell.Header>
        <AppShell.Navbar bg="gray.0">
          <Sidebar onNavigate={close} />
        </AppShell.Navbar>
        <AppShell.Main bg="white" {...mainContentProps}>
          {children}
        </AppShell.Main>
      </AppShell>
    </>
  );
}
