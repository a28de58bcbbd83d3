/** The left sidebar: logo, main navigation and the footer (000 §2 Shell). */
import {
  AppShell,
  CloseButton,
  Group,
  NavLink,
  ScrollArea,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconBuildingCommunity,
  IconBuildingStore,
  IconChartBar,
  IconDatabaseImport,
  IconFileUpload,
  IconHeartHandshake,
  IconHome,
  IconListSearch,
  IconPaw,
  IconUsers,
  IconUsersGroup,
  IconWorldSearch,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/auth/session-context';
import { paths } from '../../lib/paths';
import { Logo } from '../../lib/ui/logo';
import { activeNavTarget, type NavIcon, type NavItem, navigationFor } from './nav-items';
import { SidebarFooter } from './sidebar-footer';

const ICONS: Record<NavIcon, ComponentType<{ size?: number; stroke?: number }>> = {
  home: IconHome,
  intake: IconPaw,
  services: IconHeartHandshake,
  upload: IconFileUpload,
  organizations: IconBuildingStore,
  directory: IconWorldSearch,
  users: IconUsers,
  aggregation: IconDatabaseImport,
  dashboards: IconChartBar,
  coalitions: IconBuildingCommunity,
  myCoalitions: IconUsersGroup,
};

type SidebarLinkProps = { item: NavItem; active: boolean; nested?: boolean; onNavigate: () => void };

function SidebarLink({ item, active, nested = false, onNavigate }: SidebarLinkProps) {
  const Icon = ICONS[item.icon] ?? IconListSearch;
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={item.label}
      aria-label={item.accessibleName === item.label ? undefined : item.accessibleName}
      aria-current={active ? 'page' : undefined}
      active={active}
      onClick={onNavigate}
      leftSection={<Icon size={nested ? 16 : 18} stroke={1.6} />}
      pl={nested ? 36 : undefined}
      py={nested ? 6 : 8}
      fz={nested ? 'sm' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
}

export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const items = navigationFor(user);
  const active = activeNavTarget(items, pathname);

  return (
    <>
      <AppShell.Section p="md">
        <Group justify="space-between" wrap="nowrap">
          {/* Named by its content (the logo's text, then "home"), so the name holds what it shows. */}
          <UnstyledButton
            component={Link}
            to={user.isCoalitionOnly ? paths.coalitions() : paths.home()}
            onClick={onNavigate}
          >
            <Logo compact />
            <VisuallyHidden>home</VisuallyHidden>
          </UnstyledButton>
          <CloseButton hiddenFrom="md" onClick={onNavigate} aria-label="Close navigation" />
        </Group>
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} px="sm">
        <nav aria-label="Main navigation">
          {items.map((item) => (
            <div key={item.to}>
              <SidebarLink item={item} active={active === item.to} onNavigate={onNavigate} />
              {item.children?.map((child) => (
                <SidebarLink
                  key={child.to}
                  item={child}
                  active={active === child.to}
                  onNavigate={onNavigate}
                  nested
                />
              ))}
            </div>
          ))}
        </nav>
      </AppShell.Section>
      <AppShell.Section p="md">
        <SidebarFooter />
      </AppShell.Section>
    </>
  );
}
