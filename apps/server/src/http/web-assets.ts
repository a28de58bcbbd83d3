/**
 * The built web app (apps/web/dist): its files, and index.html for every other page address (the app
 * routes in the browser). The build writes a brotli and a gzip copy beside each text file; the copy the
 * browser accepts is sent as it is, without compressing on each request. Files under /assets carry a hash
 * of their content in their name, so browsers may keep them for a year; index.html names the current
 * ones and is checked again on every visit. Pages the build rendered ahead of time (apps/web/src/prerender.tsx,
 * listed in `prerendered/pages.json`) are sent in place of index.html for their address without a query:
 * they show before the scripts have run.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
export const PAGE_CACHE = 'no-cache';

export type WebAssets = {
  /** Whether index.html is there (a rebuild replaces the directory under a running server). */
  hasPage(): boolean;
  /** Sends the page of `url`: its prerendered copy, or index.html (the app decides what it shows). */
  sendPage(reply: FastifyReply, url: string): FastifyReply;
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
  const prerendered = readPrerenderedPages(webDistDir);
  return {
    hasPage: () => existsSync(indexHtml),
    sendPage(reply, url) {
      const file = prerendered.get(url);
      if (file && existsSync(path.join(webDistDir, PRERENDERED_DIR, file))) {
        return reply.sendFile(file, path.join(webDistDir, PRERENDERED_DIR));
      }
      return reply.sendFile('index.html', webDistDir);
    },
  };
}

/** The build's directory of prerendered pages (apps/web/vite.config.ts). */
const PRERENDERED_DIR = 'prerendered';

/** Address → file name of the prerendered pages; none when the build has none or the list is unreadable. */
function readPrerenderedPages(webDistDir: string): Map<string, string> {
  try {
    const listed: unknown = JSON.parse(
      readFileSync(path.join(webDistDir, PRERENDERED_DIR, 'pages.json'), 'utf8'),
    );
    const pages = new Map<string, string>();
    for (const [address, file] of Object.entries(listed as Record<string, unknown>)) {
      // Only plain file names of this directory: the list comes from the build, but is read as untrusted.
      if (typeof file === 'string' && /^[\w-]+\.html$/.test(file)) pages.set(address, file);
    }
    return pages;
  } catch {
    return new Map();
  }
}
