/**
 * Token authentication compatible with devise_token_auth. Every route requires a signed-in user
 * unless it declares `config: { public: true }` (deny by default); the user's roles are loaded once
 * per request into `request.access`, which every resource scope reads.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Access, ANONYMOUS } from '../access/types';
import { listen, type Subscription } from '../db/notifications';
import { loadUserAccess, signingKey, verifySignedPath } from '../files/signed-urls';
import { unauthorized } from '../http/errors';
import { isApiPath } from '../http/paths';
import { ACCESS_CHANGED_CHANNEL, AuthenticationCache } from './authentication-cache';
import { authenticate, readAuthHeaders } from './current-user';
import { authRoutes } from './routes';
import { settleRotation } from './settle-rotation';
import {
  EXPOSED_HEADERS,
  type IssuedToken,
  rotateToken,
  rotationDue,
  type TokenRow,
  tokenHeaders,
} from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    access: Access;
    /** The device row the request authenticated with. */
    authToken: TokenRow | null;
    /**
     * The request came with the device's previous token (inside its grace period): it is answered, but
     * never rotates or refreshes the device, so it cannot evict the client holding the current token.
     */
    authTokenSuperseded: boolean;
    /** A token issued during this request, sent back in the response headers. */
    issuedToken: IssuedToken | null;
    /**
     * The device's token rotation, when one is due: started as the request is authenticated and settled
     * before the answer is sent, so that its write runs beside the handler's queries instead of before
     * them. A handler that reads `issuedToken` settles it first (`settleRotation`); one whose answer must
     * carry no token withholds it (`withholdToken`).
     */
    rotation: Promise<IssuedToken | null> | null;
    /** The time every rule of this request reads (the config's clock). */
    now: Date;
  }
  interface FastifyContextConfig {
    /** Reachable without signing in. */
    public?: boolean;
    /** A download: a signed link (files/signed-urls.ts) stands in for the token headers. */
    signedDownload?: boolean;
  }
}

async function auth(app: FastifyInstance) {
  const { config, database } = app.deps;
  // Reference-type decorations must start as null (Fastify shares the initial value); set per request below.
  app.decorateRequest('access', null as unknown as Access);
  app.decorateRequest('authToken', null);
  app.decorateRequest('authTokenSuperseded', false);
  app.decorateRequest('issuedToken', null);
  app.decorateRequest('rotation', null);
  app.decorateRequest('now', null as unknown as Date);

  const cache = new AuthenticationCache(config.auth.cacheMs);
  /** The devices (token ids) whose rotation this process is writing. */
  const rotating = new Set<number>();
  if (config.auth.cacheMs > 0) {
    let subscription: Subscription | undefined;
    app.addHook('onReady', async () => {
      subscription = await listen(database, ACCESS_CHANGED_CHANNEL, {
        message: (payload) => cache.changed(payload),
        ready: () => cache.setLive(true),
        lost: () => cache.setLive(false),
      });
    });
    app.addHook('onClose', async () => {
      cache.setLive(false);
      await subscription?.close();
    });
  }

  app.addHook('onRequest', async (request) => {
    request.now = config.now();
    request.access = ANONYMOUS;
    const headers = readAuthHeaders(request.headers);
    if (!headers) {
      if (request.routeOptions.config?.signedDownload) await authenticateSignedLink(request);
      return;
    }
    const found = await authenticate(database.db, headers, request.now, config, cache);
    if (!found) return;
    request.authToken = found.token;
    request.authTokenSuperseded = found.superseded;
    request.access = found.access;
    // Most requests fall within the batch window: no rotation. A due one is not awaited here: the answer
    // waits for it in onSend, and a rotation that fails leaves the current token as it was (no new one).
    // One rotation of a device at a time in this process: the requests that arrive while it is written still
    // see the device's old row, and each would send the same conditional update, wait on the row's lock
    // and find it done. They answer without a new token, as when another request rotated first.
    const tokenId = found.token.id;
    if (!found.superseded && rotationDue(found.token, request.now, config) && !rotating.has(tokenId)) {
      const userId = found.user.id;
      rotating.add(tokenId);
      const settled = () => {
        // Rotated here, or by another process first: either way the cached device row is old now.
        cache.forgetUser(userId);
        rotating.delete(tokenId);
      };
      request.rotation = rotateToken(database.db, found.token, { config, now: request.now }).then(
        (issued) => {
          settled();
          return issued;
        },
        (error: unknown) => {
          settled();
          request.log.error({ err: error }, 'token rotation failed');
          return null;
        },
      );
    }
  });

  // Every request passes the two hooks below: plain callbacks spare a promise each.
  app.addHook('preHandler', (request, _reply, done) => {
    const { config: route, url } = request.routeOptions;
    // The web app's files are public; sign-in is required of API routes only.
    const open = route?.public || !url || !isApiPath(url);
    done(open || request.access.user ? undefined : unauthorized());
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    // A write may have changed someone's access: this process forgets every cached authentication before
    // the writer hears back (other processes hear of it from the database).
    if (request.method !== 'GET' && request.method !== 'HEAD') cache.forgetAll();
    reply.header('access-control-expose-headers', EXPOSED_HEADERS);
    const sendToken = () => {
      if (request.issuedToken && request.access.user) {
        reply.headers(tokenHeaders(request.issuedToken, request.access.user.email));
      }
      done(null, payload);
    };
    if (request.rotation) void settleRotation(request).then(sendToken);
    else sendToken();
  });

  await app.register(authRoutes);

  async function authenticateSignedLink(request: FastifyRequest) {
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (query.signature === undefined) return;
    const key = await signingKey(database, config);
    const userId = verifySignedPath(key, request.url.split('?')[0] ?? '', query, request.now);
    const access = userId === null ? null : await loadUserAccess(database.db, userId);
    if (access) request.access = access;
  }
}

export default fp(auth, { name: 'auth' });
