/**
 * POST /api/v1/resend_authorization_emails: an administrator or a manager of the organization sends
 * the authorizer a new link (earlier links stop working) while the organization is not confirmed.
 */
import { REGISTRATION_MESSAGES } from '@sac/domain';
import type { Access } from '../access/types';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { unprocessable } from '../http/errors';
import { sendOrganizationAuthorization } from './account-emails';
import { loadManagedOrganization } from './managed-organization';

export async function resendAuthorizationEmail(
  database: Database,
  config: Config,
  access: Access,
  organizationId: number,
  now: Date,
): Promise<{ sentTo: string }> {
  return database.db.transaction(async (tx) => {
    const organization = await loadManagedOrganization(tx, access, organizationId);
    const refuse = (detail: string) => unprocessable([{ field: 'organization_id', detail }]);
    if (organization.status === 'confirmed')
      throw refuse(REGISTRATION_MESSAGES.organizationAlreadyAuthorized);
    if (organization.status === 'imported') throw refuse(REGISTRATION_MESSAGES.organizationImported);
    if (!organization.authorizerEmail?.trim()) throw refuse(REGISTRATION_MESSAGES.authorizerEmailMissing);
    const sentTo = await sendOrganizationAuthorization(
      tx,
      config,
      {
        id: organization.id,
        name: organization.name,
        authorizerEmail: organization.authorizerEmail.trim(),
        authorizerName: organization.authorizerName,
      },
      { by: access.user?.fullName || 'A manager', occasion: 'resend' },
      now,
    );
    return { sentTo };
  });
}
