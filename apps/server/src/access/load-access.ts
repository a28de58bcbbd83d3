/** Builds a user's Access from their memberships; loaded with the token in one query per request. */
import { sql } from 'drizzle-orm';
import { coalitions, userMemberships } from '../db/schema/index';
import type { Access, CoalitionRole, CurrentUser, OrganizationRole } from './types';

export type MembershipRow = {
  organizationId: number | null;
  coalitionId: number | null;
  role: string;
  status: string;
  dataUseAgreement: boolean;
  coalitionStatus: string | null;
};

/** A correlated subquery returning the memberships of `userId` as a JSON array of MembershipRow. */
export const membershipsJson = (userId: unknown) => sql<MembershipRow[]>`(
  select coalesce(json_agg(json_build_object(
    'organizationId', ${userMemberships.organizationId},
    'coalitionId', ${userMemberships.coalitionId},
    'role', ${userMemberships.role},
    'status', ${userMemberships.status},
    'dataUseAgreement', ${userMemberships.dataUseAgreement},
    'coalitionStatus', ${coalitions.status})), '[]'::json)
  from ${userMemberships} left join ${coalitions} on ${coalitions.id} = ${userMemberships.coalitionId}
  where ${userMemberships.userId} = ${userId})`;

export function accessFromMemberships(user: CurrentUser, rows: MembershipRow[]): Access {
  const organizationRoles = new Map<number, OrganizationRole>();
  const coalitionRoles = new Map<number, CoalitionRole>();
  const coalitionMemberships = new Map<number, CoalitionRole>();
  for (const row of rows) {
    if (row.status !== 'active') continue;
    if (row.organizationId !== null) {
      organizationRoles.set(row.organizationId, row.role as OrganizationRole);
    } else if (row.coalitionId !== null) {
      coalitionMemberships.set(row.coalitionId, row.role as CoalitionRole);
      // Coalition roles count only once the user accepted the data use agreement (002 §6).
      if (row.dataUseAgreement && row.coalitionStatus !== 'closed') {
        coalitionRoles.set(row.coalitionId, row.role as CoalitionRole);
      }
    }
  }
  return { user, isAdmin: user.systemAdmin, organizationRoles, coalitionRoles, coalitionMemberships };
}
