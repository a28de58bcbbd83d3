/** devise_token_auth endpoints: sign in, sign out, validate token, refresh token. */

import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { users } from '../db/schema/index';
import { ApiError } from '../http/errors';
import { verifyPassword } from './password';
import { admitSignInAttempt, recordSignInResult } from './rate-limit';
import { settleRotation, withholdToken } from './settle-rotation';
import { issueToken, revokeToken, rotateToken, tokenHeaders } from './tokens';
import { presentAuthUser } from './user-presenter';

export const INVALID_CREDENTIALS = 'Invalid login credentials. Please try again.';
export const unconfirmedMessage = (email: string) =>
  `A confirmation email was sent to your account at '${email}'. You must follow the instructions in the email before your account can be activated`;
export const archivedMessage = (helpdesk: string) =>
  `Your account has been archived. Please contact ${helpdesk} if you need access.`;

const signInBody = z.object({ email: z.string().max(320), password: z.string().max(200) });

/** A password hash to verify against when the email is unknown, so both cases take the same time. */
const DUMMY_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==';

/** devise_token_auth answers failures as `{ success: false, errors: [message] }`. */
function fail(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send({ success: false, errors: [message] });
}

export async function authRoutes(app: FastifyInstance) {
  const { config, database } = app.deps;
  const db = database.db;

  app.post('/auth/sign_in', { config: { public: true } }, async (request, reply) => {
    const parsed = signInBody.safeParse(request.body ?? {});
    if (!parsed.success) return fail(reply, 401, INVALID_CREDENTIALS);
    const email = parsed.data.email.trim();
    const now = request.now;
    try {
      await admitSignInAttempt(db, config, now, request.ip, email);
    } catch (error) {
      if (error instanceof ApiError) return fail(reply, error.status, error.errors[0]?.detail ?? '');
      throw error;
    }
    const [user] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .limit(1);
    const passwordOk = await verifyPassword(parsed.data.password, user?.passwordHash ?? DUMMY_HASH);
    await recordSignInResult(db, config, now, request.ip, email, Boolean(user && passwordOk));
    if (!user || !passwordOk) return fail(reply, 401, INVALID_CREDENTIALS);
    if (user.archivedAt) return fail(reply, 401, archivedMessage(config.helpdeskEmail));
    if (!user.confirmedAt) return fail(reply, 401, unconfirmedMessage(user.email));

    const token = await issueToken(db, user.id, { config, now, userAgent: request.headers['user-agent'] });
    await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, user.id));
    reply.headers(tokenHeaders(token, user.email));
    return { data: await presentAuthUser(db, user.id) };
  });

  app.delete('/auth/sign_out', { config: { public: true } }, async (request, reply) => {
    if (!request.authToken) return fail(reply, 404, 'User was not found or was not logged in.');
    await revokeToken(db, request.authToken.client);
    withholdToken(request);
    return { success: true };
  });

  app.get('/auth/validate_token', { config: { public: true } }, async (request, reply) => {
    const user = request.access.user;
    if (!user) return fail(reply, 401, 'Invalid login credentials');
    return { success: true, data: await presentAuthUser(db, user.id) };
  });

  app.get('/refresh_token', { config: { public: true } }, async (request, reply) => {
    const user = request.access.user;
    // A superseded token (still in its grace period) must not mint a new one: that would evict the client
    // holding the current token (docs/decisions/0001-token-rotation.md).
    if (!user || !request.authToken || request.authTokenSuperseded) {
      return fail(reply, 401, 'Invalid login credentials');
    }
    await settleRotation(request);
    if (!request.issuedToken) {
      request.issuedToken = await rotateToken(db, request.authToken, {
        config,
        now: request.now,
        force: true,
      });
    }
    return { success: true, data: await presentAuthUser(db, user.id) };
  });
}
