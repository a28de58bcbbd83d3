/** The accounts endpoints: registration, the emailed links, resending authorization, legacy finalize, data use agreement. */
import { COMMON_MESSAGES, EMAIL_LIMIT_MESSAGES, REGISTRATION_MESSAGES } from '@sac/domain';
import type { FastifyInstance } from 'fastify';
import { ApiError, badRequest, notFound, unprocessable } from '../http/errors';
import { parsePositiveId, readAttributes } from '../http/input/attributes';
import { NOT_A_DOCUMENT } from '../http/jsonapi/body';
import { consumeRateLimits } from '../http/rate-limits';
import { EMAIL_LIMIT_WINDOW_MS, emailSenderKey } from '../mail/email-limits';
import { authorizeOrganizationByToken } from './authorize-organization';
import { confirmAccountByToken } from './confirm-account';
import { acceptDataUseAgreement } from './data-use-agreement';
import { finalizeImportedOrganization, parseFinalizeAttributes } from './finalize-import';
import { accountLinks, LINK_REDIRECTS } from './links';
import { registerOrganization } from './registration/register-organization';
import { parseRegistration } from './registration/registration-input';
import { resendAuthorizationEmail } from './resend-authorization';

const PUBLIC = { config: { public: true } };

const queryParam = (query: unknown, name: string): unknown =>
  typeof query === 'object' && query !== null ? (query as Record<string, unknown>)[name] : undefined;

export default async function accountsRoutes(app: FastifyInstance) {
  const { config, database } = app.deps;

  app.post('/api/v1/registrations', PUBLIC, async (request, reply) => {
    const input = parseRegistration(readAttributes(request.body, 'registrations'), request.now);
    // Every attempt counts, refused ones too: the "already exists" answer can be probed this often only.
    await consumeRateLimits(
      database.db,
      [
        {
          key: `registration:${emailSenderKey(request)}`,
          limit: config.rateLimit.maxEmailsPerSender,
          windowMs: EMAIL_LIMIT_WINDOW_MS,
        },
      ],
      request.now,
      EMAIL_LIMIT_MESSAGES.tooManyRegistrations,
    );
    const registration = await registerOrganization(database, config, input, request.now);
    return reply.status(201).send({
      data: {
        type: 'registrations',
        id: String(registration.organizationId),
        attributes: { user_id: registration.userId, organization_id: registration.organizationId },
      },
    });
  });

  app.get('/auth/confirmation', PUBLIC, async (request, reply) => {
    const token = queryParam(request.query, 'confirmation_token');
    // An expired link sends a new one; over the email limits it sends nothing and says the link expired.
    const outcome = await confirmAccountByToken(database, config, token, request.now).catch(
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 429) return LINK_REDIRECTS.expired;
        throw error;
      },
    );
    return reply.redirect(outcome, 302);
  });

  app.get('/auth/organization_authorization', PUBLIC, async (request, reply) => {
    const token = queryParam(request.query, 'authorization_token');
    return reply.redirect(await authorizeOrganizationByToken(database, config, token, request.now), 302);
  });

  app.post('/api/v1/resend_authorization_emails', async (request, reply) => {
    const attributes = readAttributes(request.body, 'resend_authorization_emails', { topLevel: true });
    const organizationId = parsePositiveId(attributes.organizationId);
    if (organizationId === undefined) {
      throw unprocessable([{ field: 'organization_id', detail: 'Invalid id' }]);
    }
    const { sentTo } = await resendAuthorizationEmail(
      database,
      config,
      request.access,
      organizationId,
      request.now,
    );
    return reply.status(201).send({ meta: { message: REGISTRATION_MESSAGES.authorizationSent(sentTo) } });
  });

  app.post('/api/v1/organization_import_finalizers', async (request, reply) => {
    const raw = readAttributes(request.body, 'organization_import_finalizers');
    const attributes = parseFinalizeAttributes(raw, request.now);
    const organization = await finalizeImportedOrganization(
      database,
      config,
      request.access,
      attributes,
      request.now,
    );
    return reply.status(201).send({
      data: {
        type: 'organization_import_finalizers',
        id: String(organization.id),
        attributes: {
          organization_id: organization.id,
          status: organization.status,
          website_url: organization.websiteUrl,
          incorporated_on: organization.incorporatedOn,
          ein: organization.ein,
        },
      },
      meta: {
        message: COMMON_MESSAGES.savedSuccessfully,
        authorization_email_sent_to: organization.authorizationSentTo,
      },
    });
  });

  app.patch<{ Params: { id: string } }>(
    '/api/v1/user_memberships/:id/data_use_agreement',
    PUBLIC,
    async (request) => {
      const membershipId = parsePositiveId(request.params.id);
      if (membershipId === undefined) throw notFound(REGISTRATION_MESSAGES.dataUseAgreementLinkInvalid);
      const { accepted, token } = readAgreementBody(request.body, request.query);
      if (accepted !== true) {
        throw unprocessable([
          { field: '/data/data_use_agreement', detail: REGISTRATION_MESSAGES.dataUseAgreementRequired },
        ]);
      }
      const agreement = await acceptDataUseAgreement(database, config, membershipId, token, request.now);
      return {
        data: {
          id: String(agreement.id),
          type: 'user_memberships',
          attributes: {
            data_use_agreement: agreement.dataUseAgreement,
            data_use_timestamp: agreement.dataUseTimestamp.toISOString(),
          },
        },
        meta: {
          message: REGISTRATION_MESSAGES.dataUseAgreementAccepted,
          new_user_password_url: accountLinks.newUserPassword(token as string),
        },
      };
    },
  );
}

/**
 * `{ data: { data_use_agreement, data_use_timestamp }, token }` as 002 §7 sends it; attributes under
 * `data.attributes`, camelCase keys and the token in the query are read too. The timestamp, when
 * sent, must be a date; the stored one is the server's.
 */
function readAgreementBody(body: unknown, query: unknown): { accepted: unknown; token: unknown } {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isObject(body) || !isObject(body.data)) throw badRequest(NOT_A_DOCUMENT);
  const fields = { ...body.data, ...(isObject(body.data.attributes) ? body.data.attributes : {}) };
  const timestamp = fields.data_use_timestamp ?? fields.dataUseTimestamp;
  if (
    timestamp !== undefined &&
    timestamp !== null &&
    (typeof timestamp !== 'string' || timestamp.length > 64 || Number.isNaN(Date.parse(timestamp)))
  ) {
    throw unprocessable([{ field: '/data/data_use_timestamp', detail: 'Invalid date' }]);
  }
  return {
    accepted: fields.data_use_agreement ?? fields.dataUseAgreement,
    token: body.token ?? fields.token ?? queryParam(query, 'token'),
  };
}
