/**
 * POST /api/v1/coalition_memberships/update_sharing (002 §7 Membership): the organization's managers turn
 * one kind of sharing on or off for one coalition, `{org_id, user_id, coalition_id, state, type}`. It is the
 * same write as PATCHing the membership's sharing flag (same checks, same `can`), found by its pair; the
 * answer is the membership document.
 */
import { DATA_SHARING_TYPES, VALIDATION_MESSAGES as M } from '@sac/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { coalitionMembershipsScope } from '../../access/scopes';
import { coalitionMemberships } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { parseAttributes, parsePositiveId, readAttributes } from '../../http/input/attributes';
import {
  inTransaction,
  type JsonApiDocument,
  type ResourceContext,
  readShow,
  updateRecord,
} from '../../http/jsonapi/index';
import { coalitionMembershipResource } from './resource';

const id = (required: boolean) =>
  z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null || value === '') {
      if (!required) return undefined;
      ctx.addIssue({ code: 'custom', message: M.idInvalid });
      return z.NEVER;
    }
    const parsed = parsePositiveId(value);
    if (parsed === undefined) {
      ctx.addIssue({ code: 'custom', message: M.idInvalid });
      return z.NEVER;
    }
    return parsed;
  });

const TYPES = DATA_SHARING_TYPES.map((t) => t.value) as [string, ...string[]];

export const updateSharingSchema = z.strictObject({
  orgId: id(true),
  coalitionId: id(true),
  /** The acting user, as the spec's screens send it; who acts is the signed-in user. */
  userId: id(false).optional(),
  state: z.boolean({ error: 'state must be true or false' }),
  type: z.enum(TYPES, { error: `type must be ${TYPES.join(' or ')}` }),
});

const FLAG = {
  intake_outcome: 'intake_outcome_data_sharing',
  community_service: 'community_service_data_sharing',
} as Record<string, string>;

export async function updateSharing(
  ctx: ResourceContext,
  body: unknown,
  query: unknown,
): Promise<JsonApiDocument> {
  const input = parseAttributes(updateSharingSchema, readAttributes(body, 'coalition_memberships'));
  const membershipId = await inTransaction(ctx, async (tx) => {
    const [membership] = await tx.db
      .select({ id: coalitionMemberships.id })
      .from(coalitionMemberships)
      .where(
        and(
          eq(coalitionMemberships.organizationId, input.orgId!),
          eq(coalitionMemberships.coalitionId, input.coalitionId!),
          coalitionMembershipsScope(ctx.access),
        ),
      );
    if (!membership) throw notFound('The membership could not be found.');
    const row = await updateRecord(tx, coalitionMembershipResource, membership.id, {
      type: 'coalition_memberships',
      id: String(membership.id),
      tempId: undefined,
      attributes: { [FLAG[input.type]!]: input.state },
      relationships: {},
      pointer: '/data',
    });
    return row.id as number;
  });
  return readShow(ctx, coalitionMembershipResource, membershipId, (query ?? {}) as Record<string, unknown>);
}
