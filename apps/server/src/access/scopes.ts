/**
 * Row scopes: the SQL condition that limits every read of a resource to what the requesting user may see.
 * `undefined` means everything (admins); a user with no relation to a row never sees it (deny by default).
 */
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  aggregationRuns,
  coalitionMemberships,
  coalitions,
  entryLogs,
  locations,
  organizations,
  userMemberships,
  users,
} from '../db/schema/index';
import type { Access } from './types';

export const NOTHING: SQL = sql`false`;

const ids = (map: ReadonlyMap<number, unknown>) => [...map.keys()];

/** Data types a coalition can see of its contributors, per the contributor's sharing choice. */
export type SharedData = 'intake_outcome' | 'services' | 'any';

const sharingCondition = (shared: SharedData): SQL => {
  if (shared === 'intake_outcome') return eq(coalitionMemberships.intakeOutcomeDataSharing, true);
  if (shared === 'services') return eq(coalitionMemberships.communityServiceDataSharing, true);
  return sql`(${coalitionMemberships.intakeOutcomeDataSharing} or ${coalitionMemberships.communityServiceDataSharing})`;
};

/** Organizations contributing to one of the user's coalitions and sharing the given data. */
function sharedContributorIds(access: Access, shared: SharedData) {
  return sql`(select ${coalitionMemberships.organizationId} from ${coalitionMemberships}
    where ${inArray(coalitionMemberships.coalitionId, ids(access.coalitionRoles))}
      and ${coalitionMemberships.status} = 'active' and ${sharingCondition(shared)})`;
}

/** Coalitions where the user's role counts with the given role (agreement accepted, coalition not closed). */
const coalitionIdsWithRole = (access: Access, role: 'coalition_manager' | 'coalition_viewer') =>
  [...access.coalitionRoles].filter(([, r]) => r === role).map(([id]) => id);

/**
 * The memberships a coalition user may see: every membership (pending, declined) of the coalitions they
 * manage (the contributor tabs), only the active ones where they are a viewer.
 */
function visibleCoalitionMemberships(access: Access): SQL | undefined {
  const managed = coalitionIdsWithRole(access, 'coalition_manager');
  const viewed = coalitionIdsWithRole(access, 'coalition_viewer');
  return or(
    managed.length > 0 ? inArray(coalitionMemberships.coalitionId, managed) : undefined,
    viewed.length > 0
      ? and(inArray(coalitionMemberships.coalitionId, viewed), eq(coalitionMemberships.status, 'active'))
      : undefined,
  );
}

/** Organizations with a membership the user may see in a coalition where the user has a role. */
function coalitionOrganizationIds(access: Access) {
  return sql`(select ${coalitionMemberships.organizationId} from ${coalitionMemberships}
    where ${visibleCoalitionMemberships(access) ?? NOTHING})`;
}

/** Rows belonging to an organization the user may see the data of (records, statuses, logs). */
export function organizationDataScope(
  access: Access,
  organizationId: PgColumn,
  shared: SharedData,
): SQL | undefined {
  if (access.isAdmin) return undefined;
  if (!access.user) return NOTHING;
  const own = inArray(organizationId, ids(access.organizationRoles));
  if (access.coalitionRoles.size === 0) return own;
  const sharedData = sql`${organizationId} in ${sharedContributorIds(access, shared)}`;
  // A coalition-only user: the condition alone (no `false or …`), which PostgreSQL turns into an indexed semi-join.
  return access.organizationRoles.size === 0 ? sharedData : or(own, sharedData);
}

export function organizationsScope(access: Access): SQL | undefined {
  if (access.isAdmin) return undefined;
  if (!access.user) return NOTHING;
  const own = inArray(organizations.id, ids(access.organizationRoles));
  if (access.coalitionRoles.size === 0) return own;
  const contributors = sql`${organizations.id} in ${coalitionOrganizationIds(access)}`;
  // A coalition-only user: the condition alone (no `false or …`), which PostgreSQL turns into an indexed semi-join.
  return access.organizationRoles.size === 0 ? contributors : or(own, contributors);
}

export function locationsScope(access: Access): SQL | undefined {
  return organizationDataScope(access, locations.organizationId, 'any');
}

export function coalitionsScope(access: Access): SQL | undefined {
  if (access.isAdmin) return undefined;
  if (!access.user) return NOTHING;
  // Every signed-in user may browse coalitions (View Coalitions) and open a closed one, whose page shows
  // the closed message (002 §2.3); lists leave closed ones out for non-admins (coalitionListScope).
  return undefined;
}

/** What coalition lists show: closed coalitions only to admins (002 §2.2, §4). */
export function coalitionListScope(access: Access): SQL | undefined {
  if (access.isAdmin) return undefined;
  if (!access.user) return NOTHING;
  return sql`${coalitions.status} <> 'closed'`;
}

export function coalitionMembershipsScope(access: Access): SQL | undefined {
  if (access.isAdmin) return undefined;
  if (!access.user) return NOTHING;
  const own = inArray(coalitionMemberships.organizationId, ids(access.organizationRoles));
  if (access.coalitionRoles.size === 0) return own;
  return or(own, visibleCoalitionMemberships(access));
}

/**
 * The Invite Contributor search of coalition `coalitionId` (002 §2.5): its managers (and admins) search the
 * directory (organizations that opted in to be searchable, organizationDirectoryScope) beside what they
 * already see; anyone else keeps their own scope.
 */
export function organizationInviteSearchScope(access: Access, coalitionId: number): SQL | undefined {
  if (access.isAdmin) return undefined;
  const scope = organizationsScope(access);
  if (access.coalitionRoles.get(coalitionId) !== 'coalition_manager') return scope;
  return or(scope, organizationDirectoryScope(access));
}

export function usersScope(access: Access): SQL | undefined {
  if (access.isAdmin) return undefined;
  if (!access.user) return NOTHING;
  // Only an accepted (active) membership shows a user to the organization: an invitee is not visible yet.
  // A coalition's users are seen by its managers only (002 §2.6); the managers' names and emails are
  // public to signed-in users through users/coalition-managers.ts, not through this scope.
  const sharesResource = sql`${users.id} in (select ${userMemberships.userId} from ${userMemberships}
    where ${userMemberships.status} = 'active' and ${or(
      inArray(userMemberships.organizationId, ids(access.organizationRoles)),
      inArray(userMemberships.coalitionId, coalitionIdsWithRole(access, 'coalition_manager')),
    )})`;
  return or(eq(users.id, access.user.id), sharesResource);
}

export function userMembershipsScope(access: Access): SQL | undefined {
  if (access.isAdmin) return undefined;
  if (!access.user) return NOTHING;
  return or(
    eq(userMemberships.userId, access.user.id),
    and(
      eq(userMemberships.status, 'active'),
      or(
        inArray(userMemberships.organizationId, ids(access.organizationRoles)),
        inArray(userMemberships.coalitionId, coalitionIdsWithRole(access, 'coalition_manager')),
      ),
    ),
  );
}

/** Data entry logs: admins see all, members the logs of their own organizations. */
export function entryLogsScope(access: Access): SQL | undefined {
  if (access.isAdmin) return undefined;
  if (!access.user) return NOTHING;
  return inArray(entryLogs.organizationId, ids(access.organizationRoles));
}

/** Aggregation runs (issue 16): admins see all, members the runs of their own organizations. */
export function aggregationRunsScope(access: Access): SQL | undefined {
  if (access.isAdmin) return undefined;
  if (!access.user) return NOTHING;
  return inArray(aggregationRuns.organizationId, ids(access.organizationRoles));
}

/**
 * The all-organizations directory (002 §2.12): every signed-in user finds the organizations that chose to
 * be searchable (searchable_opt_in) while registered or confirmed, and their own; admins find every one.
 * Closed, paused and imported organizations are left out for others even when searchable.
 */
export function organizationDirectoryScope(access: Access): SQL | undefined {
  if (access.isAdmin) return undefined;
  if (!access.user) return NOTHING;
  const listed = and(
    eq(organizations.searchableOptIn, true),
    inArray(organizations.status, ['registered', 'confirmed']),
  );
  return or(listed, inArray(organizations.id, ids(access.organizationRoles)));
}
