/**
 * The built web app (apps/web/dist): its files, and index.html for every other page address (the app
 * routes in the browser). The build writes a brotli and a gzip copy beside each text file; the copy the
 * browser accepts is sent as it is, without compressing on each request. Files under /assets carry a hash
 * of their content in their name, so browsers may keep them for a year; index.html names the current
 * ones and is checked again on every visit.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
export const PAGE_CACHE = 'no-cache';

export type WebAssets = {
  /** Whether index.html is there (a rebuild replaces the directory under a running server). */
  hasPage(): boolean;
  /** Sends index.html (the app decides what the address shows). */
  sendPage(reply: FastifyReply): FastifyReply;
};

/** Serves `webDistDir` when it holds a build; null when there is none (the API alone is served). */
export async function registerWebAssets(
  app: FastifyInstance,
  webDistDir: string | undefined,
): Promise<WebAssets | null> {
  const indexHtml = webDistDir && path.join(webDistDir, 'index.html');
  if (!webDistDir || !indexHtml || !existsSync(indexHtml)) return null;
  const assetsDir = path.join(webDistDir, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are sent in place of their file, never under their own address.
    globIgnore: ['**/*.br', '**/*.gz'],
    // Set below per file: send's own header would say `max-age=0` for every file.
    cacheControl: false,
    setHeaders(response, filePath) {
      response.setHeader('cache-control', filePath.startsWith(assetsDir) ? HASHED_ASSET_CACHE : PAGE_CACHE);
      // The same address answers brotli, gzip or plain text by the request's Accept-Encoding.
      response.setHeader('vary', 'accept-encoding');
    },
  });
  return {
    hasPage: () => existsSync(indexHtml),
    sendPage: (reply) => reply.sendFile('index.html', webDistDir),
  };
}
