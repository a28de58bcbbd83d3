/**
 * Password endpoints in the manner of devise_token_auth: ask for a reset email (`POST /auth/password`),
 * set a new password with an emailed token or the current password (`PUT /auth/password`), and the
 * reset email an admin (or the user) sends from the users screens (`POST /api/v1/users/:id/reset`).
 */
import {
  EMAIL_LIMIT_MESSAGES,
  emailField,
  PASSWORD_MESSAGES as P,
  resetPasswordSchema,
  toFieldIssues,
  VALIDATION_MESSAGES,
} from '@sac/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { can } from '../access/policies';
import { usersScope } from '../access/scopes';
import { users } from '../db/schema/index';
import { ApiError, forbidden, notFound, unprocessable } from '../http/errors';
import { MAX_PASSWORD_LENGTH } from '../http/input/attributes';
import { countRequestEmails } from '../mail/email-limits';
import { acceptInviteWithToken } from '../resources/user-memberships/invites/accept-invite';
import { currentPasswordText, TOO_MANY_PASSWORD_CHECKS, verifyCurrentPassword } from './current-password';
import { hashPassword } from './password';
import {
  allowResetRequest,
  resetPasswordWithToken,
  sendResetPasswordEmail,
  signOutDevices,
} from './password-reset';
import { withholdToken } from './settle-rotation';

type Body = Record<string, unknown>;

const fail = (reply: FastifyReply, status: number, errors: string[]) =>
  reply.status(status).send({ success: false, errors });

/** A body value under its snake_case or camelCase name (the spec shows camelCase, devise takes snake). */
const pick = (body: Body, ...names: string[]) => {
  for (const name of names) if (body[name] !== undefined) return body[name];
  return undefined;
};

const bodyOf = (request: FastifyRequest): Body =>
  typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body)
    ? (request.body as Body)
    : {};

const emailSchema = z.object({ email: emailField().max(320, VALIDATION_MESSAGES.emailInvalid) });

export async function passwordRoutes(app: FastifyInstance) {
  const { config, database } = app.deps;
  const db = database.db;

  app.post('/auth/password', { config: { public: true } }, async (request, reply) => {
    /** Runs `send` within the email limits; over them, the devise-style 429 answer to return instead. */
    const withinEmailLimits = async (reply: FastifyReply, send: () => Promise<unknown>) => {
      try {
        await send();
        return undefined;
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 429) throw error;
        return fail(reply, 429, [EMAIL_LIMIT_MESSAGES.tooManyEmails]);
      }
    };
    const body = bodyOf(request);
    const signedIn = request.access.user;
    const now = request.now;
    if (signedIn && (body.email === undefined || body.email === null || body.email === '')) {
      if (!(await allowResetRequest(db, config, now, request.ip, signedIn.email))) {
        return fail(reply, 429, [P.tooManyResetRequests]);
      }
      const limited = await withinEmailLimits(reply, () =>
        db.transaction(async (tx) => {
          const [user] = await tx.select().from(users).where(eq(users.id, signedIn.id));
          await sendResetPasswordEmail(tx, config, user!, now);
        }),
      );
      if (limited) return limited;
      return { success: true, message: P.resetInstructionsSent(signedIn.email) };
    }
    const parsed = emailSchema.safeParse({ email: body.email });
    if (!parsed.success) return fail(reply, 422, [parsed.error.issues[0]!.message]);
    const email = parsed.data.email;
    if (!(await allowResetRequest(db, config, now, request.ip, email))) {
      return fail(reply, 429, [P.tooManyResetRequests]);
    }
    const limited = await withinEmailLimits(reply, () =>
      db.transaction(async (tx) => {
        const [user] = await tx
          .select()
          .from(users)
          .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
          .limit(1);
        if (user && !user.archivedAt) await sendResetPasswordEmail(tx, config, user, now);
        // No account: counted as if sent, so that the limit answers alike for every address.
        else await countRequestEmails(tx, [email]);
      }),
    );
    if (limited) return limited;
    // The same answer whether or not the address has an account: nothing to learn about who is registered.
    return { success: true, message: P.resetInstructionsSent(email) };
  });

  app.put('/auth/password', { config: { public: true } }, async (request, reply) => {
    const body = bodyOf(request);
    // Anything but text reads as missing, so every failure gets one of the form's texts.
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    const parsed = resetPasswordSchema.safeParse({
      password: text(pick(body, 'password')),
      passwordConfirmation: text(pick(body, 'password_confirmation', 'passwordConfirmation')),
    });
    if (!parsed.success)
      return fail(
        reply,
        422,
        toFieldIssues(parsed.error).map((issue) => issue.message),
      );
    const password = parsed.data.password;
    if (password.length > MAX_PASSWORD_LENGTH) return fail(reply, 422, [P.passwordTooLong]);
    const resetToken = pick(body, 'reset_password_token', 'resetPasswordToken');
    const inviteToken = pick(body, 'invite_token', 'inviteToken');
    const currentPassword = pick(body, 'current_password', 'currentPassword');
    const now = request.now;

    if (resetToken !== undefined || inviteToken !== undefined) {
      const user = await db.transaction((tx) =>
        inviteToken !== undefined
          ? acceptInviteWithToken(tx, config, inviteToken, password, now)
          : resetPasswordWithToken(tx, config, resetToken, password, now),
      );
      if (!user) return fail(reply, 422, [P.resetLinkInvalid]);
      withholdToken(request);
      return { success: true, message: P.passwordReset };
    }

    const signedIn = request.access.user;
    if (!signedIn) return fail(reply, 422, [P.resetLinkInvalid]);
    const current = currentPasswordText(currentPassword);
    if (current === undefined) return fail(reply, 422, [P.currentPasswordRequired]);
    // Counted per user before the check (429 past config.rateLimit.maxPasswordChecks).
    const verified = await verifyCurrentPassword(db, config, now, signedIn.id, current).catch(
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 429) return 'limited' as const;
        throw error;
      },
    );
    if (verified === 'limited') return fail(reply, 429, [TOO_MANY_PASSWORD_CHECKS]);
    if (!verified) return fail(reply, 422, [P.currentPasswordIncorrect]);
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, signedIn.id));
      await signOutDevices(tx, signedIn.id, request.authToken?.client);
    });
    return { success: true, message: P.passwordChanged };
  });

  /** The users screens' Reset Password: admins for anyone, everyone for themselves. */
  const sendReset = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : undefined;
    if (id === undefined) throw notFound();
    const access = request.access;
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), usersScope(access)));
    if (!user) throw notFound();
    if (!can(access, 'user:update_self', { userId: user.id })) {
      throw forbidden('Only administrators may send a reset password email to another user.');
    }
    if (user.archivedAt) throw unprocessable([{ field: '/data', detail: P.archivedAccount(user.email) }]);
    await db.transaction((tx) => sendResetPasswordEmail(tx, config, user, request.now));
    return reply.status(201).send({ meta: { message: P.resetEmailSent(user.email) } });
  };
  app.post('/api/v1/users/:id/reset', sendReset);
  app.post('/api/v1/users/:id/reset/', sendReset);
}
