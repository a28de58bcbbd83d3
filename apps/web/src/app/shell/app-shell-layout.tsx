/**
 * The signed-in frame: the skip link first, sidebar on the left, toolbar on top, the page in the main
 * area (`<main id="main-content">`, the skip link's target).
 *
 * Below the `md` breakpoint the sidebar is a drawer behind the burger. Its links are rendered when it is
 * first opened, not with the page: on a phone the first screen then costs one render of the page, not of
 * the page and a hidden menu (issue 14 §2).
 */
import { AppShell, Burger, Group, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { LocationSwitcher } from '../../features/session/location-switcher';
import { ProfileMenu } from './profile-menu';
import { Sidebar } from './sidebar';
import { mainContentProps, SkipLink } from './skip-link';
import { TOOLBAR_HEIGHT } from './toolbar';

export function AppShellLayout({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const theme = useMantineTheme();
  // Read as the first render runs (no effect-time correction), so a wide screen never shows it empty.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, undefined, {
    getInitialValueInEffect: false,
  });
  // Once opened the drawer keeps its links, so that it closes with them.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const toggleDrawer = () => {
    setDrawerUsed(true);
    toggle();
  };
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
                onClick={toggleDrawer}
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
          {wide || drawerUsed ? <Sidebar onNavigate={close} /> : null}
        </AppShell.Navbar>
        <AppShell.Main bg="white" {...mainContentProps}>
          {children}
        </AppShell.Main>
      </AppShell>
    </>
  );
}
