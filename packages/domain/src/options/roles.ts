/** Membership roles of users on organizations and coalitions (000 §3, 001 §3, 002 §3). */
import type { Option } from './option';

export const ORGANIZATION_ROLES = ['organization_manager', 'organization_viewer'] as const;
export const COALITION_ROLES = ['coalition_manager', 'coalition_viewer'] as const;
export const ROLES = [...ORGANIZATION_ROLES, ...COALITION_ROLES] as const;

export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];
export type CoalitionRole = (typeof COALITION_ROLES)[number];
export type Role = (typeof ROLES)[number];

export const ORGANIZATION_ROLE_OPTIONS: readonly Option<OrganizationRole>[] = [
  { value: 'organization_manager', label: 'Manager' },
  { value: 'organization_viewer', label: 'Viewer' },
];

/** The coalition invite form lists Viewer first (002 §2.6). */
export const COALITION_ROLE_OPTIONS: readonly Option<CoalitionRole>[] = [
  { value: 'coalition_viewer', label: 'Viewer' },
  { value: 'coalition_manager', label: 'Manager' },
];

/** Shown for a membership without a known role, e.g. a contributing organization's user (002 §3). */
export const DEFAULT_ROLE_LABEL = 'Coalition Contributor';

export function roleLabel(role: string | null | undefined): string {
  const option = [...ORGANIZATION_ROLE_OPTIONS, ...COALITION_ROLE_OPTIONS].find((o) => o.value === role);
  return option?.label ?? DEFAULT_ROLE_LABEL;
}

export function isOrganizationRole(role: unknown): role is OrganizationRole {
  return (ORGANIZATION_ROLES as readonly unknown[]).includes(role);
}

export function isCoalitionRole(role: unknown): role is CoalitionRole {
  return (COALITION_ROLES as readonly unknown[]).includes(role);
}

/** Membership resource types as the API names them (000 §3). */
export const MEMBERSHIP_RESOURCE_TYPES = ['Organization', 'Coalition'] as const;
export type MembershipResourceType = (typeof MEMBERSHIP_RESOURCE_TYPES)[number];

/** The admin's user form chooses between Admin and User (001 §6): the user's systemAdmin flag. */
export const SYSTEM_ROLE_OPTIONS: readonly Option<'admin' | 'user'>[] = [
  { value: 'admin', label: 'Admin' },
  { value: 'user', label: 'User' },
];
