/**
 * Changing a user's email (001 §2 Profile): the new address waits in `unconfirmed_email` and gets a
 * confirmation link (`/auth/confirmation?confirmation_token=…`); the sign-in email stays the old one
 * until the link is followed. Writing the current email back, or `unconfirmed_email: null`, cancels a
 * pending change. An address that another account signs in with is refused.
 */
import { EMAIL_CHANGE_MESSAGES, emailField, VALIDATION_MESSAGES } from '@sac/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { newLinkToken } from '../../auth/link-tokens';
import type { Tx } from '../../db/connection';
import { users } from '../../db/schema/index';
import { unprocessable } from '../../http/errors';
import type { ColumnValues, ResourceContext } from '../../http/jsonapi/index';
import type { EmailMessage } from '../../mail/enqueue-email';
import { confirmEmailChangeEmail } from '../../mail/templates/confirm-email-change';

type UserRow = typeof users.$inferSelect;

/** How the users resource declares `email` and `unconfirmed_email`: written on update, checked as an email. */
export const emailChangeAttributes = {
  writable: 'update',
  schema: emailField().max(320, VALIDATION_MESSAGES.emailInvalid),
} as const;

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * Turns a written `email` / `unconfirmed_email` into the pending-change columns of `values` (in place)
 * and returns the confirmation email to queue once the update is stored, if there is one.
 */
export async function prepareEmailChange(
  tx: Tx,
  ctx: ResourceContext,
  user: UserRow,
  attributes: Record<string, unknown>,
  values: ColumnValues,
): Promise<EmailMessage | undefined> {
  const field =
    'unconfirmed_email' in attributes ? 'unconfirmed_email' : 'email' in attributes ? 'email' : undefined;
  delete values.email;
  delete values.unconfirmedEmail;
  if (!field) return undefined;
  const requested = attributes[field];
  if (typeof requested !== 'string' || requested.trim() === '' || same(requested, user.email)) {
    if (user.unconfirmedEmail) {
      values.unconfirmedEmail = null;
      // An account that was never confirmed keeps its account-confirmation link.
      if (user.confirmedAt) Object.assign(values, { confirmationTokenHash: null, confirmationSentAt: null });
    }
    return undefined;
  }
  const email = requested.trim();
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, user.id)))
    .limit(1);
  if (taken) throw unprocessable([{ field, detail: EMAIL_CHANGE_MESSAGES.emailTaken }]);

  const config = ctx.request?.server.deps.config;
  if (!config) throw new Error('An email change needs the app configuration (its links use APP_URL).');
  const { token, hash } = newLinkToken();
  Object.assign(values, {
    unconfirmedEmail: email,
    confirmationTokenHash: hash,
    confirmationSentAt: ctx.now,
  });
  return confirmEmailChangeEmail({
    to: email,
    fullName: user.fullName,
    currentEmail: user.email,
    confirmUrl: `${config.appUrl}/auth/confirmation?confirmation_token=${encodeURIComponent(token)}`,
  });
}
