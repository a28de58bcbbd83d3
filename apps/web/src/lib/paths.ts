/**
 * The link builders of the portal: every in-app link is built here from the spec's route table
 * (002 §2.1 with 000 §2 and 001 §2), never typed as a string. `app/routes.ts` declares the same paths
 * as route patterns; its test checks that every link built here matches one of them.
 */
type Id = string | number;
export type EntryAction = 'data-entry' | 'services';
/** Admin variants of the data-entry routes name the location and the organization. */
export type AdminTarget = { location: Id; organizationId: Id };
export type ContributorStatus = 'active' | 'pending' | 'declined';
export type DashboardTab =
  | 'comparison'
  | 'analytics-and-forecast'
  | 'rehome'
  | 'community-services-totals'
  | 'intake-outcome-totals';
export type AggregationType = 'shelterluv' | 'shelterbuddy';

const admin = (target?: AdminTarget) => (target ? `/${target.location}/${target.organizationId}` : '');
const org = (orgId: Id) => `/organizations/${orgId}`;
const coalition = (coalitionId: Id) => `/coalitions/${coalitionId}`;

export const paths = {
  home: () => '/',
  login: () => '/login',
  register: () => '/register',
  forgotPassword: () => '/forgot-password',
  resetPassword: () => '/reset-password',
  dataUseAgreement: () => '/data-use-agreement',
  acceptInvite: () => '/accept-invite',
  devMailbox: () => '/dev/mailbox',
  legacy: () => '/legacy',
  profile: () => '/profile',
  profileEdit: () => '/profile/edit',

  users: () => '/users',
  user: (userId: Id) => `/users/${userId}`,
  userEdit: (userId: Id) => `/users/${userId}/edit`,

  /** Options screen: /data-entry, /services; admins /data-entry-admin/…, /admin-services/…. */
  entryOptions: (action: EntryAction, target?: AdminTarget) =>
    target
      ? `/${action === 'services' ? 'admin-services' : 'data-entry-admin'}${admin(target)}`
      : `/${action}`,
  entryMonth: (action: EntryAction, year: Id, month: Id, target?: AdminTarget) =>
    `/${action}/${year}/${month}${admin(target)}`,
  entryUpload: (action: EntryAction, target?: AdminTarget) => `/${action}/upload${admin(target)}`,
  entryExport: (action: EntryAction, target?: AdminTarget) => `/${action}/export${admin(target)}`,

  allOrganizations: () => '/all-organizations',
  organizations: () => '/organizations',
  organization: (orgId: Id) => org(orgId),
  organizationEdit: (orgId: Id) => `${org(orgId)}/edit`,
  organizationLocations: (orgId: Id) => `${org(orgId)}/locations`,
  organizationLocationAdd: (orgId: Id) => `${org(orgId)}/locations/add`,
  organizationLocation: (orgId: Id, locId: Id) => `${org(orgId)}/locations/${locId}`,
  organizationLocationEdit: (orgId: Id, locId: Id) => `${org(orgId)}/locations/${locId}/edit`,
  organizationMembers: (orgId: Id) => `${org(orgId)}/members`,
  organizationMemberAdd: (orgId: Id) => `${org(orgId)}/members/add`,
  organizationMember: (orgId: Id, userId: Id) => `${org(orgId)}/members/${userId}`,
  organizationMemberEdit: (orgId: Id, userId: Id) => `${org(orgId)}/members/${userId}/edit`,
  organizationCoalitions: (orgId: Id) => `${org(orgId)}/coalitions`,
  organizationCoalitionAdd: (orgId: Id) => `${org(orgId)}/coalitions/add`,
  organizationExport: (orgId: Id) => `${org(orgId)}/export`,
  organizationEntryLogs: (orgId: Id) => `${org(orgId)}/entry-logs`,
  organizationComparisonDashboard: (orgId: Id) => `${org(orgId)}/comparison_dashboard`,
  organizationAnalyticsForecast: (orgId: Id) => `${org(orgId)}/analytics_forecast`,
  organizationRehomeDashboard: (orgId: Id) => `${org(orgId)}/rehome_dashboard`,
  organizationCommunityServicesTotals: (orgId: Id) => `${org(orgId)}/community-services-totals`,
  organizationIntakeOutcomeTotals: (orgId: Id) => `${org(orgId)}/intake-outcome-totals`,
  organizationSharingPermissions: (orgId: Id) => `${org(orgId)}/sharing-permissions`,
  organizationApiMapping: (orgId: Id) => `${org(orgId)}/api-mapping`,

  coalitions: () => '/coalitions',
  myCoalitions: () => '/coalitions/mine',
  coalitionAdd: () => '/coalitions/add',
  coalition: (coalitionId: Id) => coalition(coalitionId),
  coalitionDetail: (coalitionId: Id) => `${coalition(coalitionId)}/detail`,
  coalitionEdit: (coalitionId: Id) => `${coalition(coalitionId)}/edit`,
  coalitionDataStatus: (coalitionId: Id) => `${coalition(coalitionId)}/data-status`,
  coalitionAnalytics: (coalitionId: Id) => `${coalition(coalitionId)}/analytics`,
  coalitionExport: (coalitionId: Id) => `${coalition(coalitionId)}/export`,
  /** Where the pending-requests box links (002 §2.2); shows the pending contributors. */
  coalitionRequests: (coalitionId: Id) => `${coalition(coalitionId)}/contributors`,
  coalitionContributors: (coalitionId: Id, status: ContributorStatus) =>
    `${coalition(coalitionId)}/contributors/${status}`,
  coalitionContributorAdd: (coalitionId: Id) => `${coalition(coalitionId)}/contributors/add`,
  coalitionUsers: (coalitionId: Id) => `${coalition(coalitionId)}/users`,
  coalitionUserAdd: (coalitionId: Id) => `${coalition(coalitionId)}/users/add`,
  coalitionSettings: (coalitionId: Id) => `${coalition(coalitionId)}/settings`,
  coalitionSharingPermissions: (coalitionId: Id) => `${coalition(coalitionId)}/sharing-permissions`,

  resourceCenter: () => '/resource-center',
  marketingResources: () => '/resource-center/marketing-resources',
  /** The selected video is kept in the address as #!/video/{index} (002 §2.15). */
  videoTutorials: (index?: number) =>
    `/resource-center/video-tutorials${index === undefined ? '' : `#!/video/${index}`}`,

  dashboards: () => '/dashboards',
  dashboard: (tab: DashboardTab) => `/dashboards/${tab}`,
  aggregation: (type?: AggregationType) => `/aggregation${type ? `?type=${type}` : ''}`,
} as const;
