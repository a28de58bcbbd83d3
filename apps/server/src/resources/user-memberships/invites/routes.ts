/**
 * `POST /api/v1/user_membership_invites`: an organization's managers (and admins) invite members; a
 * coalition's managers (and admins) invite its users (resource_type coalition, create-coalition-invite.ts);
 * `POST /api/v1/user_membership_invites/accept`: an existing user, signed in, accepts their invite.
 */
import { INVITE_ACCEPTANCE_MESSAGES, INVITE_MESSAGES, WEBSITE_URL_PATTERN } from '@sac/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { can } from '../../../access/policies';
import { coalitions, organizations } from '../../../db/schema/index';
import { isUniqueViolation } from '../../../db/unique-violation';
import { ApiError, forbidden, notFound, unprocessable } from '../../../http/errors';
import { acceptInviteAsUser } from './accept-invite';
import { createCoalitionInvite } from './create-coalition-invite';
import { createOrganizationInvite } from './create-invite';
import { parseInvite, readInviteTarget } from './parse-invite';

export default async function inviteRoutes(app: FastifyInstance) {
  const { config, database } = app.deps;

  app.post('/api/v1/user_membership_invites', async (request, reply) => {
    const access = request.access;
    const target = readInviteTarget(request.body);
    // Who may invite is decided before the rest of the body is looked at.
    if (target.kind === 'coalition' && target.id !== undefined) {
      const [coalition] = await database.db
        .select({ id: coalitions.id })
        .from(coalitions)
        .where(and(eq(coalitions.id, target.id), isNull(coalitions.archivedAt)));
      if (!coalition) throw notFound('The coalition could not be found.');
      if (!can(access, 'coalition:manage', { coalitionId: target.id })) {
        throw forbidden("Only the coalition's managers may invite users.");
      }
    } else if (target.kind === 'organization' && target.id !== undefined) {
      const organizationId = target.id;
      const [organization] = await database.db
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(eq(organizations.id, organizationId), isNull(organizations.archivedAt)));
      if (!organization) throw notFound('The organization could not be found.');
      if (!can(access, 'organization:manage_members', { organizationId })) {
        throw forbidden("Only the organization's managers may invite members.");
      }
    }
    const parsed = parseInvite(request.body);
    if (parsed.kind === 'coalition') {
      const input = parsed;
      const invite = await database.db
        .transaction(async (tx) => {
          const [coalition] = await tx.select().from(coalitions).where(eq(coalitions.id, input.coalitionId));
          return createCoalitionInvite(tx, config, coalition!, input, access.user!, request.now);
        })
        .catch((error: unknown) => {
          // Two invites of the same address at the same moment: the second finds the first's rows taken.
          if (!(error instanceof ApiError) && isUniqueViolation(error)) {
            throw unprocessable([
              { field: 'email', detail: INVITE_MESSAGES.alreadyCoalitionUser(input.email) },
            ]);
          }
          throw error;
        });
      return reply
        .status(201)
        .type('application/vnd.api+json')
        .send({
          data: {
            id: String(invite.id),
            type: 'user_membership_invites',
            attributes: {
              resource_id: invite.coalitionId,
              resource_type: 'coalition',
              name: invite.name,
              title: null,
              email: invite.email,
              role: invite.role,
              // The same for every address: no user or membership id, no sign of an existing account.
              status: 'invited',
              accepted_at: null,
              created_at: invite.createdAt.toISOString(),
            },
          },
          meta: { message: INVITE_MESSAGES.inviteSent(invite.email) },
        });
    }
    const input = parsed;
    const created = await database.db
      .transaction(async (tx) => {
        const [organization] = await tx
          .select()
          .from(organizations)
          .where(eq(organizations.id, input.organizationId));
        const website = organization!.websiteUrl?.trim() ?? '';
        if (!WEBSITE_URL_PATTERN.test(website)) {
          throw unprocessable([
            { field: 'resource_id', detail: INVITE_MESSAGES.websiteUrlNeeded, code: 'website_url_required' },
          ]);
        }
        const user = access.user!;
        return createOrganizationInvite(tx, config, organization!, input, user, request.now);
      })
      .catch((error: unknown) => {
        // Two invites of the same address at the same moment: the second finds the first's rows taken.
        if (!(error instanceof ApiError) && isUniqueViolation(error)) {
          throw unprocessable([{ field: 'email', detail: INVITE_MESSAGES.alreadyMember(input.email) }]);
        }
        throw error;
      });
    const { invite } = created;
    return reply
      .status(201)
      .type('application/vnd.api+json')
      .send({
        data: {
          id: String(invite.id),
          type: 'user_membership_invites',
          attributes: {
            resource_id: invite.organizationId,
            resource_type: 'organization',
            name: invite.name,
            title: invite.title,
            email: invite.email,
            role: invite.role,
            // The same for every address: no user or membership id, no sign of an existing account.
            status: 'invited',
            accepted_at: null,
            created_at: invite.createdAt.toISOString(),
          },
        },
        meta: { message: INVITE_MESSAGES.inviteSent(invite.email) },
      });
  });

  app.post('/api/v1/user_membership_invites/accept', async (request) => {
    const body = request.body;
    const fields =
      typeof body === 'object' && body !== null && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : {};
    const token = fields.token ?? fields.invite_token ?? fields.inviteToken;
    const { membership, organizationName } = await database.db.transaction((tx) =>
      acceptInviteAsUser(tx, config, token, request.access.user!.id, request.now),
    );
    return {
      data: {
        id: String(membership.id),
        type: 'user_memberships',
        attributes: {
          user_id: membership.userId,
          resource_id: membership.organizationId ?? membership.coalitionId,
          resource_type: membership.organizationId !== null ? 'organization' : 'coalition',
          role: membership.role,
          status: membership.status,
        },
      },
      meta: { message: INVITE_ACCEPTANCE_MESSAGES.accepted(organizationName) },
    };
  });
}
