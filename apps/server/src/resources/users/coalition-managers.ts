/**
 * `GET /api/v1/users?filter[coalition_managers][eq]=C`: the Coalition Managers table of a coalition's detail
 * page (002 §2.4, §7), for anyone who can see the coalition. It reads these users through a resource of
 * their name and email only (no other attribute, no relationship), so widening who sees them shows nothing
 * else of them: the users resource and its scope stay as they are.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { coalitionsScope } from '../../access/scopes';
import { coalitions, userMemberships, users } from '../../db/schema/index';
import { defineResource, type Resource, type ResourceContext } from '../../http/jsonapi/index';

/** Active coalition managers whose role counts (agreement accepted) of coalitions the requester can see. */
function managersOf(ctx: ResourceContext, coalitionIds?: number[]) {
  const visible = coalitionsScope(ctx.access) ?? sql`true`;
  return sql`${users.id} in (select ${userMemberships.userId} from ${userMemberships}
    join ${coalitions} on ${coalitions.id} = ${userMemberships.coalitionId}
    where ${and(
      eq(userMemberships.role, 'coalition_manager'),
      eq(userMemberships.status, 'active'),
      eq(userMemberships.dataUseAgreement, true),
      isNull(coalitions.archivedAt),
      coalitionIds ? inArray(userMemberships.coalitionId, coalitionIds) : undefined,
      visible,
    )})`;
}

export const coalitionManagerResource: Resource = defineResource({
  type: 'users',
  table: users,
  attributes: {
    full_name: { type: 'string', sortable: true },
    email: { type: 'string', sortable: true },
  },
  filters: {
    coalition_managers: {
      type: 'integer',
      build: ({ values, ctx }) => managersOf(ctx, values as number[]),
    },
  },
  defaultSort: ['full_name'],
  scope: (ctx) => (ctx.access.user ? and(isNull(users.archivedAt), managersOf(ctx)) : false) ?? false,
});

/** Whether a users query asks for a coalition's managers. */
export const asksForCoalitionManagers = (query: Record<string, unknown>) =>
  Object.keys(query).some((key) => key.startsWith('filter[coalition_managers]'));
