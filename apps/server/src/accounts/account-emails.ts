/**
 * The emails that carry account links: each call makes a new token, stores its hash and the time it
 * was sent (so earlier links of the same kind stop working) and queues the email in the caller's
 * transaction.
 */
import { eq } from 'drizzle-orm';
import { linkLifetime, newLinkToken } from '../auth/link-tokens';
import type { Config } from '../config';
import type { Tx } from '../db/connection';
import { organizations, users } from '../db/schema/index';
import { enqueueEmail } from '../mail/enqueue-email';
import { authorizeOrganizationEmail } from '../mail/templates/authorize-organization';
import { confirmAccountEmail } from '../mail/templates/confirm-account';
import { confirmEmailChangeEmail } from '../mail/templates/confirm-email-change';
import { accountLinks } from './links';

const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] || fullName;

/** A new confirmation link for the user; earlier ones stop working. */
async function newConfirmationUrl(tx: Tx, config: Config, userId: number, now: Date): Promise<string> {
  const { token, hash } = newLinkToken();
  await tx
    .update(users)
    .set({ confirmationTokenHash: hash, confirmationSentAt: now, updatedAt: now })
    .where(eq(users.id, userId));
  return accountLinks.confirmation(config, token);
}

export async function sendAccountConfirmation(
  tx: Tx,
  config: Config,
  user: { id: number; email: string; fullName: string },
  now: Date,
) {
  const confirmUrl = await newConfirmationUrl(tx, config, user.id, now);
  await enqueueEmail(
    tx,
    confirmAccountEmail({
      to: user.email,
      firstName: firstNameOf(user.fullName),
      confirmUrl,
      validForDays: linkLifetime(config, 'confirmation', 'days'),
    }),
  );
}

/** A new link for a pending email change, sent to the new address. */
export async function sendEmailChangeConfirmation(
  tx: Tx,
  config: Config,
  user: { id: number; email: string; fullName: string; unconfirmedEmail: string },
  now: Date,
) {
  const confirmUrl = await newConfirmationUrl(tx, config, user.id, now);
  await enqueueEmail(
    tx,
    confirmEmailChangeEmail({
      to: user.unconfirmedEmail,
      fullName: user.fullName,
      currentEmail: user.email,
      confirmUrl,
    }),
  );
}

export type AuthorizationTarget = {
  id: number;
  name: string;
  authorizerEmail: string;
  authorizerName: string | null;
};

/** Sends the authorization link to the organization's authorizer; returns the address it went to. */
export async function sendOrganizationAuthorization(
  tx: Tx,
  config: Config,
  organization: AuthorizationTarget,
  requested: { by: string; occasion: 'registration' | 'resend' },
  now: Date,
): Promise<string> {
  const { token, hash } = newLinkToken();
  await tx
    .update(organizations)
    .set({ authorizationTokenHash: hash, authorizationSentAt: now, updatedAt: now })
    .where(eq(organizations.id, organization.id));
  await enqueueEmail(
    tx,
    authorizeOrganizationEmail({
      to: organization.authorizerEmail,
      authorizerName: organization.authorizerName || organization.authorizerEmail,
      organizationName: organization.name,
      requestedBy: requested.by,
      occasion: requested.occasion,
      authorizeUrl: accountLinks.authorization(config, token),
      validForDays: linkLifetime(config, 'authorization', 'days'),
    }),
  );
  return organization.authorizerEmail;
}
