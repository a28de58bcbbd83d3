import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { routeTable } from './routes';

const routes = routeTable.map((entry) => ({ path: entry.path, entry }));
const matched = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.entry;

/** Every route of 002 §2.1, 000 §2 and 001 §2, written with the spec's parameter names. */
const SPEC_ROUTES = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/data-use-agreement',
  '/',
  '/legacy',
  '/profile',
  '/profile/edit',
  '/users',
  '/users/:userId',
  '/users/:userId/edit',
  '/data-entry',
  '/data-entry-admin/:location/:organizationId',
  '/data-entry/:year/:month',
  '/data-entry/:year/:month/:location/:organizationId',
  '/data-entry/upload',
  '/data-entry/upload/:location/:organizationId',
  '/data-entry/export',
  '/data-entry/export/:location/:organizationId',
  '/services',
  '/admin-services/:location/:organizationId',
  '/services/:year/:month',
  '/services/:year/:month/:location/:organizationId',
  '/services/upload',
  '/services/upload/:location/:organizationId',
  '/services/export',
  '/services/export/:location/:organizationId',
  '/all-organizations',
  '/organizations',
  '/organizations/:orgId',
  '/organizations/:orgId/edit',
  '/organizations/:orgId/locations',
  '/organizations/:orgId/locations/add',
  '/organizations/:orgId/locations/:locId',
  '/organizations/:orgId/locations/:locId/edit',
  '/organizations/:orgId/members',
  '/organizations/:orgId/members/add',
  '/organizations/:orgId/members/:userId',
  '/organizations/:orgId/members/:userId/edit',
  '/organizations/:orgId/coalitions',
  '/organizations/:orgId/coalitions/add',
  '/organizations/:orgId/export',
  '/organizations/:orgId/entry-logs',
  '/organizations/:orgId/comparison_dashboard',
  '/organizations/:orgId/analytics_forecast',
  '/organizations/:orgId/rehome_dashboard',
  '/organizations/:orgId/community-services-totals',
  '/organizations/:orgId/intake-outcome-totals',
  '/organizations/:orgId/sharing-permissions',
  '/organizations/:orgId/api-mapping',
  '/coalitions',
  '/coalitions/mine',
  '/coalitions/add',
  '/coalitions/:coalitionId',
  '/coalitions/:coalitionId/contributors/active',
  '/coalitions/:coalitionId/contributors/pending',
  '/coalitions/:coalitionId/contributors/declined',
  '/coalitions/:coalitionId/contributors/add',
  '/coalitions/:coalitionId/users',
  '/coalitions/:coalitionId/users/add',
  '/coalitions/:coalitionId/settings',
  '/coalitions/:coalitionId/sharing-permissions',
  '/resource-center',
  '/resource-center/marketing-resources',
  '/resource-center/video-tutorials',
  '/dashboards',
  '/dashboards/comparison',
  '/dashboards/analytics-and-forecast',
  '/dashboards/rehome',
  '/dashboards/community-services-totals',
  '/dashboards/intake-outcome-totals',
  '/aggregation',
  '*',
];

describe('route table', () => {
  it('has every route of the spec', () => {
    const declared = new Set(routeTable.map((r) => r.path));
    expect(SPEC_ROUTES.filter((path) => !declared.has(path))).toEqual([]);
  });

  it('declares each path once, with a title and guards', () => {
    const all = routeTable.map((r) => r.path);
    expect(new Set(all).size).toBe(all.length);
    for (const entry of routeTable.filter((r) => !r.redirect)) {
      expect(entry.title, entry.path).not.toBe('');
      expect(entry.guards.length, entry.path).toBeGreaterThan(0);
    }
  });

  it('keeps the public routes public and the rest behind a sign-in', () => {
    const open = routeTable
      .filter((r) => r.guards.some((g) => g === 'public' || g === 'guest'))
      .map((r) => r.path);
    expect(open.sort()).toEqual([
      '*',
      '/data-use-agreement',
      '/dev/mailbox',
      '/forgot-password',
      '/login',
      '/register',
      '/reset-password',
    ]);
  });

  it('builds links that land on their own route, never on the not-found page', () => {
    const target = { location: 51, organizationId: 10 };
    const links = [
      paths.home(),
      paths.entryOptions('data-entry', target),
      paths.entryOptions('services', target),
      paths.entryMonth('services', 2024, 3),
      paths.entryMonth('data-entry', 2024, 3, target),
      paths.entryUpload('data-entry'),
      paths.entryUpload('services', target),
      paths.entryExport('services', target),
      paths.organizationLocationEdit(10, 51),
      paths.organizationMemberEdit(10, 3),
      paths.organizationApiMapping(10),
      paths.organizationComparisonDashboard(10),
      paths.coalitionContributors(7, 'declined'),
      paths.coalitionUserAdd(7),
      paths.coalitionSharingPermissions(7),
      paths.marketingResources(),
      paths.dashboard('rehome'),
      paths.myCoalitions(),
      paths.aggregation('shelterbuddy'),
    ];
    for (const link of links) expect(matched(link)?.path, link).not.toBe('*');
    expect(matched(paths.entryOptions('services', target))?.path).toBe(
      '/admin-services/:location/:organizationId',
    );
    expect(matched(paths.entryMonth('data-entry', 2024, 3))?.path).toBe('/data-entry/:year/:month');
    expect(matched(paths.entryUpload('data-entry'))?.path).toBe('/data-entry/upload');
  });

  it('forwards /dashboards, /resource-center, pending requests and unknown coalition sub-paths', () => {
    expect(matched('/dashboards')?.redirect?.({})).toBe('/dashboards/comparison');
    expect(matched('/resource-center')?.redirect?.({})).toBe('/resource-center/video-tutorials');
    expect(matched('/coalitions/7/contributors')?.redirect?.({ coalitionId: '7' })).toBe(
      '/coalitions/7/contributors/pending',
    );
    expect(matched('/coalitions/7/nope')?.redirect?.({ coalitionId: '7' })).toBe('/coalitions/7');
    expect(matched('/no/such/page')?.path).toBe('*');
  });

  it('keeps the video selection in the address', () => {
    expect(paths.videoTutorials(3)).toBe('/resource-center/video-tutorials#!/video/3');
    expect(paths.aggregation('shelterbuddy')).toBe('/aggregation?type=shelterbuddy');
  });
});
