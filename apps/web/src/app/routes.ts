/**
 * THE route table of the portal (002 §2.1 with 000 §2 and 001 §2): every route, its page title, its
 * guards and its page, built from `lib/paths.ts`'s link builders. Pages not built yet show the
 * "Coming soon" placeholder with their title; a later issue points `page` at the real one.
 */
import type { ComponentType } from 'react';
import HomePage from '../features/home/home-page';
import { paths } from '../lib/paths';
import type { GuardName } from './guards';

/** Bare pages have no shell (sign-in screens); shell pages show the sidebar and toolbar when signed in. */
export type Chrome = 'bare' | 'shell';

type PageModule = { default: ComponentType };
export type RouteEntry = {
  path: string;
  title: string;
  guards: readonly GuardName[];
  chrome: Chrome;
  /** Users of an imported organization may open it instead of being sent to /legacy. */
  legacyCapable?: boolean;
  page?: () => Promise<PageModule>;
  /**
   * A page in the app's entry instead of a chunk of its own: the home alone, the first screen of nearly
   * every visit, which then shows without waiting for one more round of requests (issue 14 §2).
   */
  component?: ComponentType;
  /** A route that only forwards to another one. */
  redirect?: (params: Record<string, string | undefined>) => string;
};

type Options = Partial<Pick<RouteEntry, 'page' | 'component' | 'legacyCapable' | 'chrome'>>;
const route = (
  path: string,
  title: string,
  guards: GuardName | readonly GuardName[],
  options: Options = {},
) =>
  ({
    path,
    title,
    chrome: 'shell',
    guards: typeof guards === 'string' ? [guards] : guards,
    ...options,
  }) as RouteEntry;
const forward = (path: string, redirect: RouteEntry['redirect']): RouteEntry => ({
  path,
  title: '',
  guards: ['signedIn'],
  chrome: 'shell',
  redirect,
});

const login = () => import('../features/session/login-page');
const notFound = () => import('./not-found-page');
const dataEntryOptions = () => import('../features/data-entry-options/data-entry-options-page');
const servicesOptions = () => import('../features/data-entry-options/services-options-page');
const intakeOutcomeMatrix = () =>
  import('../features/monthly-entry/intake-outcome/intake-outcome-matrix-page');
const servicesMatrix = () => import('../features/monthly-entry/services/services-matrix-page');
const dataEntryUpload = () => import('../features/monthly-entry/upload/data-entry-upload-page');
const servicesUpload = () => import('../features/monthly-entry/upload/services-upload-page');
const dataEntryExport = () => import('../features/report-export/data-entry-export-page');
const servicesExport = () => import('../features/report-export/services-export-page');

const coalitionScreen = {
  all: () => import('../features/coalitions/list/all-coalitions-page'),
  mine: () => import('../features/coalitions/list/my-coalitions-page'),
  add: () => import('../features/coalitions/form/coalition-add-page'),
  home: () => import('../features/coalitions/frame/coalition-home-page'),
  detail: () => import('../features/coalitions/form/coalition-detail-page'),
  edit: () => import('../features/coalitions/form/coalition-edit-page'),
  dataStatus: () => import('../features/coalitions/frame/data-status-page'),
  analytics: () => import('../features/coalitions/frame/analytics-page'),
  export: () => import('../features/coalitions/frame/export-page'),
  contributors: () => import('../features/coalitions/contributors/contributors-page'),
  inviteContributor: () => import('../features/coalitions/contributors/invite-contributor-page'),
  users: () => import('../features/coalitions/users/coalition-users-page'),
  inviteUser: () => import('../features/coalitions/users/invite-user-page'),
  settings: () => import('../features/coalitions/settings/coalition-settings-page'),
  sharing: () => import('../features/coalitions/sharing/sharing-permissions-page'),
  ofOrganization: () => import('../features/coalitions/organization/organization-coalitions-page'),
  addOrganization: () => import('../features/coalitions/organization/organization-coalition-add-page'),
};

const orgPattern = '/organizations/:orgId';
const coalitionPattern = '/coalitions/:coalitionId';
const adminPattern = '/:location/:organizationId';

export const routeTable: readonly RouteEntry[] = [
  // Public (002 §2.1); signed-in users are sent on from the sign-in screens.
  route('/login', 'Log In', 'guest', { chrome: 'bare', page: login }),
  route('/register', 'Create an Account', 'guest', {
    chrome: 'bare',
    page: () => import('../features/registration/register-page'),
  }),
  route('/forgot-password', 'Forgot Password', 'guest', {
    chrome: 'bare',
    page: () => import('../features/passwords/forgot-password-page'),
  }),
  route('/reset-password', 'Reset Password', 'public', {
    chrome: 'bare',
    page: () => import('../features/passwords/reset-password-page'),
  }),
  route('/data-use-agreement', 'Data Use Agreement', 'public', {
    chrome: 'bare',
    page: () => import('../features/data-use-agreement/data-use-agreement-page'),
  }),
  route('/dev/mailbox', 'Development Mailbox', 'public', {
    chrome: 'bare',
    page: () => import('../features/dev-mailbox/dev-mailbox-page'),
  }),

  route('/', 'Home', 'home', { component: HomePage }),
  // An existing account's invite link: signing in first brings the user back here (issue 10).
  route('/accept-invite', 'Accept Invitation', 'signedIn', {
    page: () => import('../features/members/accept-invite-page'),
  }),
  route('/legacy', 'Finalize Your Organization', 'legacy', {
    legacyCapable: true,
    page: () => import('../features/legacy/legacy-page'),
  }),
  route('/profile', 'Profile', 'signedIn', {
    legacyCapable: true,
    page: () => import('../features/profile/profile-page'),
  }),
  route('/profile/edit', 'Edit Profile', 'signedIn', {
    legacyCapable: true,
    page: () => import('../features/profile/profile-edit-page'),
  }),

  route('/users', 'Users', 'admin', { page: () => import('../features/users/users-page') }),
  route('/users/:userId', 'User Details', 'admin', { page: () => import('../features/users/user-page') }),
  route('/users/:userId/edit', 'Edit User', 'admin', {
    page: () => import('../features/users/user-edit-page'),
  }),

  // Intake and outcome data entry (000 §2).
  route('/data-entry', 'Intakes and Outcomes: Get Started', 'orgMember', { page: dataEntryOptions }),
  route(`/data-entry-admin${adminPattern}`, 'Intakes and Outcomes: Get Started', 'admin', {
    page: dataEntryOptions,
  }),
  route('/data-entry/:year/:month', 'Enter Shelter Intake and Outcome Data', ['orgMember', 'entryMonth'], {
    page: intakeOutcomeMatrix,
  }),
  route(
    `/data-entry/:year/:month${adminPattern}`,
    'Enter Shelter Intake and Outcome Data',
    ['admin', 'entryMonth'],
    { page: intakeOutcomeMatrix },
  ),
  route('/data-entry/upload', 'Upload Your CSV', 'orgManager', { page: dataEntryUpload }),
  route(`/data-entry/upload${adminPattern}`, 'Upload Your CSV', 'admin', { page: dataEntryUpload }),
  route('/data-entry/export', 'Export Intake and Outcome Data', 'orgMember', { page: dataEntryExport }),
  route(`/data-entry/export${adminPattern}`, 'Export Intake and Outcome Data', 'admin', {
    page: dataEntryExport,
  }),

  // Community services data entry (000 §2).
  route('/services', 'Services: Get Started', 'orgMember', { page: servicesOptions }),
  route(`/admin-services${adminPattern}`, 'Services: Get Started', 'admin', { page: servicesOptions }),
  route('/services/:year/:month', 'Enter Services Data', ['orgMember', 'entryMonth'], {
    page: servicesMatrix,
  }),
  route(`/services/:year/:month${adminPattern}`, 'Enter Services Data', ['admin', 'entryMonth'], {
    page: servicesMatrix,
  }),
  route('/services/upload', 'Upload Your CSV', 'orgManager', { page: servicesUpload }),
  route(`/services/upload${adminPattern}`, 'Upload Your CSV', 'admin', { page: servicesUpload }),
  route('/services/export', 'Export Services Data', 'orgMember', { page: servicesExport }),
  route(`/services/export${adminPattern}`, 'Export Services Data', 'admin', { page: servicesExport }),

  // Organizations (001 §2): the directory, the admin list and the organization tabs.
  route('/all-organizations', 'All Organizations', 'signedIn', {
    page: () => import('../features/all-organizations/all-organizations-page'),
  }),
  route('/organizations', 'Organizations', 'admin', {
    page: () => import('../features/organizations/organizations-list-page'),
  }),
  route(orgPattern, 'Organization Details', 'signedIn', {
    page: () => import('../features/organizations/organization-details-page'),
  }),
  route(`${orgPattern}/edit`, 'Edit Organization Details', 'orgEditor', {
    page: () => import('../features/organizations/organization-edit-page'),
  }),
  route(`${orgPattern}/locations`, 'Locations', 'signedIn', {
    page: () => import('../features/locations/locations-page'),
  }),
  route(`${orgPattern}/locations/add`, 'Add Location', 'orgEditor', {
    page: () => import('../features/locations/location-add-page'),
  }),
  route(`${orgPattern}/locations/:locId`, 'Location Details', 'signedIn', {
    page: () => import('../features/locations/location-page'),
  }),
  route(`${orgPattern}/locations/:locId/edit`, 'Edit Location', 'orgEditor', {
    page: () => import('../features/locations/location-edit-page'),
  }),
  route(`${orgPattern}/members`, 'Members', 'orgViewer', {
    page: () => import('../features/members/members-page'),
  }),
  route(`${orgPattern}/members/add`, 'Invite Member', 'orgEditor', {
    page: () => import('../features/members/member-invite-page'),
  }),
  route(`${orgPattern}/members/:userId`, 'Member Details', 'orgViewer', {
    page: () => import('../features/members/member-page'),
  }),
  route(`${orgPattern}/members/:userId/edit`, 'Edit Member', 'orgEditor', {
    page: () => import('../features/members/member-edit-page'),
  }),
  route(`${orgPattern}/coalitions`, 'Organization Coalitions', 'admin', {
    page: coalitionScreen.ofOrganization,
  }),
  route(`${orgPattern}/coalitions/add`, 'Add Organization to Coalition', 'admin', {
    page: coalitionScreen.addOrganization,
  }),
  route(`${orgPattern}/export`, 'Export Data', 'admin', {
    page: () => import('../features/report-export/organization-export-page'),
  }),
  route(`${orgPattern}/entry-logs`, 'Data Entry Log', 'admin', {
    page: () => import('../features/organizations/entry-logs-page'),
  }),
  route(`${orgPattern}/comparison_dashboard`, 'Comparison', 'admin', {
    page: () => import('../features/dashboards/organization-comparison-page'),
  }),
  route(`${orgPattern}/analytics_forecast`, 'Analytics & Forecast', 'admin', {
    page: () => import('../features/dashboards/organization-analytics-forecast-page'),
  }),
  route(`${orgPattern}/rehome_dashboard`, 'Rehome Dashboard', 'admin', {
    page: () => import('../features/dashboards/organization-rehome-page'),
  }),
  route(`${orgPattern}/community-services-totals`, 'Community Services Totals', 'admin', {
    page: () => import('../features/dashboards/organization-community-services-totals-page'),
  }),
  route(`${orgPattern}/intake-outcome-totals`, 'Intake Outcome Totals', 'admin', {
    page: () => import('../features/dashboards/organization-intake-outcome-totals-page'),
  }),
  route(`${orgPattern}/sharing-permissions`, 'Sharing Permissions', 'orgEditor', {
    page: () => import('../features/organizations/sharing-permissions-page'),
  }),
  route(`${orgPattern}/api-mapping`, 'API Mapping', 'orgEditor', {
    page: () => import('../features/api-mapping/api-mapping-page'),
  }),

  // Coalitions (002 §2.2-2.11).
  route('/coalitions', 'Coalitions', 'signedIn', { page: coalitionScreen.all }),
  route('/coalitions/mine', 'My Coalitions', 'myCoalitions', {
    page: coalitionScreen.mine,
  }),
  route('/coalitions/add', 'Create Coalition', 'signedIn', { page: coalitionScreen.add }),
  route(coalitionPattern, 'Coalition', 'signedIn', { page: coalitionScreen.home }),
  route(`${coalitionPattern}/detail`, 'Coalition Detail', 'signedIn', {
    page: coalitionScreen.detail,
  }),
  route(`${coalitionPattern}/edit`, 'Edit Coalition', 'coalitionManager', {
    page: coalitionScreen.edit,
  }),
  route(`${coalitionPattern}/data-status`, 'Data Status Table', 'coalitionMember', {
    page: coalitionScreen.dataStatus,
  }),
  route(`${coalitionPattern}/analytics`, 'Coalition Analytics', 'coalitionMember', {
    page: coalitionScreen.analytics,
  }),
  route(`${coalitionPattern}/export`, 'Export Coalition Data', 'coalitionMember', {
    page: coalitionScreen.export,
  }),
  forward(`${coalitionPattern}/contributors`, (p) =>
    paths.coalitionContributors(p.coalitionId ?? '', 'pending'),
  ),
  route(`${coalitionPattern}/contributors/active`, 'Active Contributors', 'coalitionManager', {
    page: coalitionScreen.contributors,
  }),
  route(`${coalitionPattern}/contributors/pending`, 'Pending Contributors', 'coalitionManager', {
    page: coalitionScreen.contributors,
  }),
  route(`${coalitionPattern}/contributors/declined`, 'Declined Contributors', 'coalitionManager', {
    page: coalitionScreen.contributors,
  }),
  route(`${coalitionPattern}/contributors/add`, 'Invite Contributor', 'coalitionManager', {
    page: coalitionScreen.inviteContributor,
  }),
  route(`${coalitionPattern}/users`, 'Coalition Users', 'coalitionManager', {
    page: coalitionScreen.users,
  }),
  route(`${coalitionPattern}/users/add`, 'Invite User', 'coalitionManager', {
    page: coalitionScreen.inviteUser,
  }),
  route(`${coalitionPattern}/settings`, 'Coalition Settings', 'coalitionAdmin', {
    page: coalitionScreen.settings,
  }),
  route(`${coalitionPattern}/sharing-permissions`, 'Sharing Permissions', 'coalitionContributor', {
    page: coalitionScreen.sharing,
  }),
  forward(`${coalitionPattern}/*`, (p) => paths.coalition(p.coalitionId ?? '')),

  // Dashboards, resource center, aggregation (002 §2.13-2.15).
  forward('/dashboards', () => paths.dashboard('comparison')),
  route('/dashboards/comparison', 'Comparison', 'orgMember', {
    page: () => import('../features/dashboards/comparison-page'),
  }),
  route('/dashboards/analytics-and-forecast', 'Analytics & Forecast', 'orgMember', {
    page: () => import('../features/dashboards/analytics-forecast-page'),
  }),
  route('/dashboards/rehome', 'Rehome', 'orgMember', {
    page: () => import('../features/dashboards/rehome-page'),
  }),
  route('/dashboards/community-services-totals', 'Community Services Totals', 'orgMember', {
    page: () => import('../features/dashboards/community-services-totals-page'),
  }),
  route('/dashboards/intake-outcome-totals', 'Intake and Outcome Totals', 'orgMember', {
    page: () => import('../features/dashboards/intake-outcome-totals-page'),
  }),
  forward('/resource-center', () => paths.videoTutorials()),
  route('/resource-center/marketing-resources', 'Marketing Resources', 'signedIn', {
    page: () => import('../features/resource-center/marketing-resources-page'),
  }),
  route('/resource-center/video-tutorials', 'Video Tutorials', 'signedIn', {
    page: () => import('../features/resource-center/video-tutorials-page'),
  }),
  route('/aggregation', 'Aggregation', 'admin', {
    page: () => import('../features/aggregation/aggregation-page'),
  }),

  route('*', 'Page Not Found', 'public', { page: notFound }),
];
