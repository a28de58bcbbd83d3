/** Who is asking: the signed-in user and their roles, loaded once per request. */
export type OrganizationRole = 'organization_manager' | 'organization_viewer';
export type CoalitionRole = 'coalition_manager' | 'coalition_viewer';
export type Role = OrganizationRole | CoalitionRole;

export type CurrentUser = {
  id: number;
  email: string;
  fullName: string;
  systemAdmin: boolean;
  locationId: number | null;
};

export type Access = {
  user: CurrentUser | null;
  isAdmin: boolean;
  /** Organizations the user belongs to, with their role. */
  organizationRoles: ReadonlyMap<number, OrganizationRole>;
  /** Coalitions where the user's role counts: membership active and data use agreement accepted. */
  coalitionRoles: ReadonlyMap<number, CoalitionRole>;
  /** Every coalition membership of the user, agreement accepted or not. */
  coalitionMemberships: ReadonlyMap<number, CoalitionRole>;
};

export const ANONYMOUS: Access = {
  user: null,
  isAdmin: false,
  organizationRoles: new Map(),
  coalitionRoles: new Map(),
  coalitionMemberships: new Map(),
};
