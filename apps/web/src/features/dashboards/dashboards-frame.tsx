/**
 * The frame of an organization user's dashboards (/dashboards/…, 002 §2.13): the title and the five tabs,
 * Comparison first. Administrators see the same dashboards as tabs of each organization (001 §2).
 */
import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { type DashboardTab, paths } from '../../lib/paths';
import { RouteTabs } from '../../lib/ui/route-tabs';

export const DASHBOARD_TABS: readonly { key: DashboardTab; label: string }[] = [
  { key: 'comparison', label: 'Comparison' },
  { key: 'analytics-and-forecast', label: 'Analytics & Forecast' },
  { key: 'rehome', label: 'Rehome' },
  { key: 'community-services-totals', label: 'Community Services Totals' },
  { key: 'intake-outcome-totals', label: 'Intake and Outcome Totals' },
];

export function DashboardsFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const tabs = DASHBOARD_TABS.map((tab) => ({ ...tab, path: paths.dashboard(tab.key) }));
  const active = tabs.find((tab) => pathname === tab.path)?.key ?? 'comparison';
  return (
    <Stack gap="md">
      <Title order={1}>Dashboards</Title>
      <RouteTabs tabs={tabs} active={active} label="Dashboard tabs" />
      {children}
    </Stack>
  );
}
