/**
 * Changing a user's email (001 §2 Profile): the new address waits in `unconfirmed_email` and gets a
 * confirmation link (`/auth/confirmation?confirmation_token=…`); the sign-in email stays the old one
 * until the link is followed. Writing the current email back, or `unconfirmed_email: null`, cancels a
 * pending change. An address that another account signs in with is refused.
 *
 * Asking for a new address takes the current password of whoever asks (`current_password`, an admin's
 * own for another user), checked before the write's transaction so the per-user limit of checks holds
 * whatever the write does; the old address is told at once (docs/decisions/0007-…).
 */
import { EMAIL_CHANGE_MESSAGES, emailField, PASSWORD_MESSAGES, VALIDATION_MESSAGES } from '@sac/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { currentPasswordText, verifyCurrentPassword } from '../../auth/current-password';
import { newLinkToken } from '../../auth/link-tokens';
import type { Tx } from '../../db/connection';
import { users } from '../../db/schema/index';
import { unprocessable } from '../../http/errors';
import type { ColumnValues, ResourceContext } from '../../http/jsonapi/index';
import type { EmailMessage } from '../../mail/enqueue-email';
import { confirmEmailChangeEmail } from '../../mail/templates/confirm-email-change';
import { emailChangedEmail } from '../../mail/templates/email-changed';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user gave their right `current_password` with this request. */
    currentPasswordConfirmed: boolean;
  }
}

const CURRENT_PASSWORD = 'current_password';

/**
 * A users write's preHandler: takes `current_password` out of the attributes (it is no column) and,
 * when given, checks it against the signed-in user's password, outside any transaction so each check
 * counts. Wrong → 422 naming current_password; too many checks → 429.
 */
export async function takeCurrentPassword(request: FastifyRequest): Promise<void> {
  const { method, url } = { method: request.method, url: request.routeOptions.url ?? '' };
  if ((method !== 'PATCH' && method !== 'PUT') || !url.endsWith('/:id')) return;
  const body = request.body as { data?: { attributes?: Record<string, unknown> } } | undefined;
  const attributes = body?.data?.attributes;
  const signedIn = request.access.user;
  if (
    !signedIn ||
    typeof attributes !== 'object' ||
    attributes === null ||
    !(CURRENT_PASSWORD in attributes)
  ) {
    return;
  }
  const password = currentPasswordText(attributes[CURRENT_PASSWORD]);
  delete attributes[CURRENT_PASSWORD];
  if (password === undefined) return;
  const { config, database } = request.server.deps;
  if (!(await verifyCurrentPassword(database.db, config, request.now, signedIn.id, password))) {
    throw unprocessable([{ field: CURRENT_PASSWORD, detail: PASSWORD_MESSAGES.currentPasswordIncorrect }]);
  }
  request.currentPasswordConfirmed = true;
}

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
 * and returns the emails to queue once the update is stored: the confirmation link to the new address
 * and the notice to the old one.
 */
export async function prepareEmailChange(
  tx: Tx,
  ctx: ResourceContext,
  user: UserRow,
  attributes: Record<string, unknown>,
  values: ColumnValues,
): Promise<EmailMessage[]> {
  const field =
    'unconfirmed_email' in attributes ? 'unconfirmed_email' : 'email' in attributes ? 'email' : undefined;
  delete values.email;
  delete values.unconfirmedEmail;
  if (!field) return [];
  const requested = attributes[field];
  if (typeof requested !== 'string' || requested.trim() === '' || same(requested, user.email)) {
    if (user.unconfirmedEmail) {
      values.unconfirmedEmail = null;
      // An account that was never confirmed keeps its account-confirmation link.
      if (user.confirmedAt) Object.assign(values, { confirmationTokenHash: null, confirmationSentAt: null });
    }
    return [];
  }
  // Before anything about the address is said (whether it is taken): no password, no answer.
  if (!ctx.request?.currentPasswordConfirmed) {
    throw unprocessable([{ field: CURRENT_PASSWORD, detail: PASSWORD_MESSAGES.currentPasswordRequired }]);
  }
  const email = requested.trim();
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, user.id)))
    .limit(1);
  if (taken) throw unprocessable([{ field, detail: EMAIL_CHANGE_MESSAGES.emailTaken }]);

  const { config } = ctx;
  const { token, hash } = newLinkToken();
  Object.assign(values, {
    unconfirmedEmail: email,
    confirmationTokenHash: hash,
    confirmationSentAt: ctx.now,
  });
  const confirmation = confirmEmailChangeEmail({
    to: email,
    fullName: user.fullName,
    currentEmail: user.email,
    confirmUrl: `${config.appUrl}/auth/confirmation?confirmation_token=${encodeURIComponent(token)}`,
  });
  const notice = emailChangedEmail({
    to: user.email,
    fullName: user.fullName,
    newEmail: email,
    requestedAt: ctx.now,
    byAdministrator: ctx.access.user?.id !== user.id,
    forgotPasswordUrl: `${config.appUrl}/forgot-password`,
    helpdeskEmail: config.helpdeskEmail,
  });
  return [confirmation, notice];
}
