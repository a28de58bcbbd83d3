/** `POST /api/v1/user_membership_invites`: an organization's managers (and admins) invite members. */
import { INVITE_MESSAGES, WEBSITE_URL_PATTERN } from '@sac/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { can } from '../../access/policies';
import { organizations } from '../../db/schema/index';
import { ApiError, forbidden, notFound, unprocessable } from '../../http/errors';
import { isUniqueViolation } from '../unique-violation';
import { createOrganizationInvite } from './create-invite';
import { parseInvite, readInviteResourceId } from './parse-invite';

export default async function inviteRoutes(app: FastifyInstance) {
  const { config, database } = app.deps;

  app.post('/api/v1/user_membership_invites', async (request, reply) => {
    const access = request.access;
    const organizationId = readInviteResourceId(request.body);
    // Who may invite is decided before the rest of the body is looked at.
    if (organizationId !== undefined) {
      const [organization] = await database.db
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(eq(organizations.id, organizationId), isNull(organizations.archivedAt)));
      if (!organization) throw notFound('The organization could not be found.');
      if (!can(access, 'organization:manage_members', { organizationId })) {
        throw forbidden("Only the organization's managers may invite members.");
      }
    }
    const input = parseInvite(request.body);
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
            user_id: created.userId,
            membership_id: created.membershipId,
            status: created.outcome,
            accepted_at: invite.acceptedAt?.toISOString() ?? null,
            created_at: invite.createdAt.toISOString(),
          },
        },
        meta: {
          message:
            created.outcome === 'invited'
              ? INVITE_MESSAGES.inviteSent(invite.email)
              : INVITE_MESSAGES.memberAdded(invite.email),
        },
      });
  });
}
