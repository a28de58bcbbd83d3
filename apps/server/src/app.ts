/** Builds the Fastify instance from its dependencies, without listening: tests drive it with `inject()`. */
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyError, type FastifyInstance, LogController } from 'fastify';
import { type ComputePool, createComputePool } from './compute/compute-pool';
import type { Config } from './config';
import type { Database } from './db/connection';
import { isLoopbackClient } from './dev-mailbox/loopback';
import { type ApiError, badRequest, renderError } from './http/errors';
import { securityHeaders } from './http/headers';
import { type LogStream, loggerOptions } from './http/logger';
import { refuseNulInBody, refuseNulInParameters } from './http/nul-text';
import { isApiPath } from './http/paths';
import { registerWebAssets } from './http/web-assets';
import type { Jobs } from './jobs/create-jobs';

export type AppDeps = {
  config: Config;
  database: Database;
  /** Queues background jobs; absent in tests that need none. */
  jobs?: Jobs;
  /** Where log lines go (standard output by default); tests read them. */
  logStream?: LogStream;
};

export type RegisteredRoute = { method: string; url: string; public: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** The worker threads of requests' CPU-bound work (forecasts): started by `warm()` or the first task. */
    compute: ComputePool;
    /** Every API route, as registered: the authorization matrix test checks each one. */
    registeredRoutes: RegisteredRoute[];
  }
}

const JSON_TYPES = ['application/json', 'application/vnd.api+json'];

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(deps.config.logLevel, deps.logStream),
    // One line per request is noise at national traffic; errors are still logged by the error handler.
    logController: new LogController({
      disableRequestLogging: deps.config.logLevel !== 'debug' && deps.config.logLevel !== 'trace',
    }),
    bodyLimit: deps.config.bodyLimitBytes,
    trustProxy: deps.config.trustProxy,
    routerOptions: { maxParamLength: 500 },
  });
  app.decorate('deps', deps);
  const compute = createComputePool(deps.config.computeThreads, {
    log: app.log,
    maxQueued: deps.config.computeQueue,
  });
  app.decorate('compute', compute);
  app.addHook('onClose', () => compute.close());
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      registeredRoutes.push({ method, url: route.url, public: Boolean(route.config?.public) });
    }
  });

  const security = securityHeaders(deps.config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(security);
    done();
  });
  // The web app's files, compressed once at build and sent with their encoding (web-assets.ts): registered
  // before the compression below, which then leaves them as they are.
  const webAssets = await registerWebAssets(app, deps.config.webDistDir);
  // The API's answers of 1 KB and more travel compressed where the client accepts it (a year of a
  // location's records is 75 KB of JSON, 8 KB compressed), with brotli's and gzip's fast levels.
  // Request bodies are never inflated: nothing is uploaded compressed, and a compressed body could
  // expand far past the body limit.
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
    },
    zlibOptions: { level: 6 },
  });
  // Answers of the API carry tokens and personal data: no cache keeps them, unless a route says otherwise
  // (a download sets its own `private, no-store`).
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });

  // NUL is refused once for every route: in the query and path here, in the JSON body when it is read.
  app.addHook('preValidation', async (request) => refuseNulInParameters(request.query, request.params));

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(JSON_TYPES, { parseAs: 'string' }, (_request, body, done) => {
    if (body === '' || body === undefined) return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body as string);
    } catch {
      return done(badRequest('The request body is not valid JSON.'), undefined);
    }
    try {
      refuseNulInBody(body as string, parsed);
    } catch (error) {
      return done(error as ApiError, undefined);
    }
    done(null, parsed);
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const rendered = renderError(error);
    if (rendered.status === 503) request.log.warn({ err: error }, 'request refused: too busy');
    else if (rendered.status >= 500) request.log.error({ err: error }, 'request failed');
    if (rendered.retryAfter !== undefined) void reply.header('retry-after', String(rendered.retryAfter));
    return reply.status(rendered.status).type('application/vnd.api+json').send({ errors: rendered.errors });
  });

  await app.register(import('./auth/plugin'));
  await app.register(import('./resources/index'));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // The development mailbox's page is there only where its API is: for this machine's clients.
    const hiddenPage = url.startsWith('/dev/') && !(deps.config.devMailbox && isLoopbackClient(request));
    // A build file that is not there (a chunk of an earlier release) is a 404, never the page: a script
    // answered with HTML fails as a syntax error, where a 404 lets the app offer to reload.
    const missingAsset = url.startsWith('/assets/');
    if (!isApiPath(url) && !hiddenPage && !missingAsset && request.method === 'GET' && webAssets?.hasPage()) {
      return webAssets!.sendPage(reply, request.url);
    }
    return reply
      .status(404)
      .type('application/vnd.api+json')
      .send({
        errors: [
          {
            status: '404',
            code: 'not_found',
            title: 'Not Found',
            detail: `No route for ${request.method} ${url}.`,
          },
        ],
      });
  });

  return app;
}
