/**
 * The signed-in user as the app uses it (000 §3): the profile loaded with its locations, memberships,
 * organizations and their coalition memberships, plus the derived flags every menu and guard reads.
 */
import type { Resource } from '../api/jsonapi';

export type MembershipRole =
  | 'organization_manager'
  | 'organization_viewer'
  | 'coalition_manager'
  | 'coalition_viewer';

export type UserMembership = {
  id: string;
  resourceType: 'Organization' | 'Coalition';
  resourceId: string;
  role: MembershipRole;
  status: string;
  dataUseAgreement: boolean;
};

export type CoalitionContribution = { id: string; coalitionId: string; status: string; statusActor: string };

export type OrganizationStatus = 'registered' | 'confirmed' | 'closed' | 'paused' | 'imported';

export type UserOrganization = {
  id: string;
  name: string;
  status: OrganizationStatus;
  country: string | null;
  ein: string | null;
  businessNumber: string | null;
  animalSpecies: string[];
  coalitionMemberships: CoalitionContribution[];
};

export type UserLocation = {
  id: string;
  name: string;
  organizationId: string;
  primary: boolean;
  status: string;
};

export type CurrentUser = {
  id: string;
  fullName: string;
  email: string;
  title: string | null;
  locationId: string | null;
  locationName: string | null;
  memberships: UserMembership[];
  organization: UserOrganization | null;
  locations: UserLocation[];
  primaryLocation: UserLocation | null;
  /** Memberships of the user in coalitions (as coalition manager or viewer). */
  coalitionMemberships: UserMembership[];
  /** Coalitions the user belongs to, as a coalition member or through the organization as a contributor. */
  coalitionIds: string[];
  isAdmin: boolean;
  isOrgAdmin: boolean;
  isDataPortalUser: boolean;
  isCoalitionOnly: boolean;
  /** The organization came from the legacy import and has not been finalized. */
  isLegacy: boolean;
};

const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);
const list = (value: unknown): Resource[] => (Array.isArray(value) ? (value as Resource[]) : []);

function toMembership(resource: Resource): UserMembership {
  return {
    id: resource.id,
    resourceType: resource.resourceType as UserMembership['resourceType'],
    resourceId: String(resource.resourceId),
    role: resource.role as MembershipRole,
    status: String(resource.status ?? ''),
    dataUseAgreement: resource.dataUseAgreement === true,
  };
}

function toOrganization(resource: Resource): UserOrganization {
  return {
    id: resource.id,
    name: String(resource.name ?? ''),
    status: resource.status as OrganizationStatus,
    country: text(resource.country),
    ein: text(resource.ein),
    businessNumber: text(resource.businessNumber),
    animalSpecies: Array.isArray(resource.animalSpecies) ? resource.animalSpecies.map(String) : [],
    coalitionMemberships: list(resource.coalitionMemberships).map((m) => ({
      id: m.id,
      coalitionId: String(m.coalitionId),
      status: String(m.status ?? ''),
      statusActor: String(m.statusActor ?? ''),
    })),
  };
}

function toLocation(resource: Resource): UserLocation {
  return {
    id: resource.id,
    name: String(resource.name ?? ''),
    organizationId: String(resource.organizationId ?? ''),
    primary: resource.primary === true,
    status: String(resource.status ?? ''),
  };
}

/** Builds the current user from the normalized profile (`GET /api/v1/users/{id}?include=…`). */
export function toCurrentUser(profile: Resource): CurrentUser {
  const memberships = list(profile.userMemberships).map(toMembership);
  const organizationMembership = memberships.find((m) => m.resourceType === 'Organization');
  const organizations = list(profile.organizations).map(toOrganization);
  const organization =
    organizations.find((o) => o.id === organizationMembership?.resourceId) ?? organizations[0] ?? null;
  const locations = list(profile.locations).map(toLocation);
  const coalitionMemberships = memberships.filter((m) => m.resourceType === 'Coalition');
  const contributions = (organization?.coalitionMemberships ?? []).filter((m) => m.status === 'active');
  const isAdmin = profile.systemAdmin === true;
  const isOrgManager = memberships.some(
    (m) => m.resourceType === 'Organization' && m.role === 'organization_manager',
  );
  return {
    id: profile.id,
    fullName: String(profile.fullName ?? ''),
    email: String(profile.email ?? ''),
    title: text(profile.title),
    locationId: text(profile.locationId),
    locationName: text(profile.locationName),
    memberships,
    organization,
    locations,
    primaryLocation: locations.find((l) => l.primary) ?? null,
    coalitionMemberships,
    coalitionIds: [
      ...new Set([
        ...coalitionMemberships.map((m) => m.resourceId),
        ...contributions.map((m) => m.coalitionId),
      ]),
    ],
    isAdmin,
    isOrgAdmin: isAdmin || isOrgManager,
    isDataPortalUser: organization !== null,
    isCoalitionOnly: !isAdmin && organization === null,
    isLegacy: organization?.status === 'imported',
  };
}

/** The user's role in a coalition; coalition roles count only once the data use agreement is accepted (002 §6). */
export function coalitionRole(
  user: CurrentUser,
  coalitionId: string,
): 'coalition_manager' | 'coalition_viewer' | null {
  const membership = user.coalitionMemberships.find(
    (m) => m.resourceId === coalitionId && m.dataUseAgreement,
  );
  return membership ? (membership.role as 'coalition_manager' | 'coalition_viewer') : null;
}

/**
 * The user has coalitions (My Coalitions, 002 §2.2): a coalition role, or an organization in one or invited
 * to one (not declined) — what the coalitions' `filter[for_user]` lists, where an invitation is answered.
 */
export function hasCoalitions(user: CurrentUser): boolean {
  return (
    user.coalitionIds.length > 0 ||
    (user.organization?.coalitionMemberships ?? []).some((m) => m.status !== 'rejected')
  );
}

/** The user's organization is an active contributor of the coalition. */
export function isContributorOf(user: CurrentUser, coalitionId: string): boolean {
  return (user.organization?.coalitionMemberships ?? []).some(
    (m) => m.coalitionId === coalitionId && m.status === 'active',
  );
}

/** Admins, and members of this organization. */
export function canViewOrganization(user: CurrentUser, organizationId: string): boolean {
  return user.isAdmin || user.organization?.id === organizationId;
}

/** Admins, and managers of this organization. */
export function canManageOrganization(user: CurrentUser, organizationId: string): boolean {
  return user.isAdmin || (user.isOrgAdmin && user.organization?.id === organizationId);
}
