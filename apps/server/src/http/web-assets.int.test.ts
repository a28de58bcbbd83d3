/**
 * The built web app as the server sends it (issue 14 §2): the brotli or gzip copy the build wrote, by the
 * request's Accept-Encoding, with `Vary: Accept-Encoding`; hashed files under /assets cached for a year,
 * index.html checked again on every visit; the security headers on all of them; a page the build rendered
 * ahead of time for its address without a query.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';

const SCRIPT = 'assets/index-a1b2c3d4.js';
const MAP = 'assets/index-a1b2c3d4.js.map';

/** A build as `vite build` leaves it: text files with their .br and .gz copies, source maps without. */
function writeBuild(dist: string) {
  const files: Record<string, string> = {
    'index.html': `<!doctype html><div id="root"><p role="status">Loading…</p></div>${'<!-- page -->'.repeat(100)}`,
    [SCRIPT]: `export const greeting = "hello";\n${'console.log("a line of the app");\n'.repeat(200)}`,
    [MAP]: '{"version":3,"sources":[],"mappings":""}',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'prerendered/login.html': `<!doctype html><div id="root" data-prerendered="/login"><h1>Log In</h1></div>${'<!-- page -->'.repeat(100)}`,
    // A name outside the directory is never sent, whatever the list says.
    'prerendered/pages.json': JSON.stringify({ '/login': 'login.html', '/register': '../index.html' }),
  };
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'prerendered'));
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(dist, name), content);
    if (name.endsWith('.map') || name.endsWith('.svg')) continue;
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(content));
  }
}

describe('web app files', () => {
  let t: TestApp;
  let dist: string;
  const file = (name: string) => readFileSync(path.join(dist, name));
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });
  const expectVaryOnEncoding = (response: LightMyRequestResponse) =>
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'sac-web-assets-'));
    writeBuild(dist);
    t = await createTestApp({ env: { WEB_DIST_DIR: dist, APP_URL: 'http://localhost:3000' } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a hashed script as its brotli copy to a browser that accepts brotli, cached for a year', async () => {
    const response = await get(`/${SCRIPT}`, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectVaryOnEncoding(response);
    expect(Number(response.headers['content-length'])).toBe(file(`${SCRIPT}.br`).length);
    expect(response.rawPayload.length).toBeLessThan(file(SCRIPT).length);
    expect(brotliDecompressSync(response.rawPayload)).toEqual(file(SCRIPT));
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('sends the gzip copy to a browser that accepts gzip only', async () => {
    const response = await get(`/${SCRIPT}`, 'gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectVaryOnEncoding(response);
    expect(gunzipSync(response.rawPayload)).toEqual(file(SCRIPT));
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const response = await get(`/${SCRIPT}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectVaryOnEncoding(response);
    expect(response.rawPayload).toEqual(file(SCRIPT));
  });

  it('sends a file the build left uncompressed as it is, even to a browser that accepts brotli', async () => {
    const response = await get(`/${MAP}`, 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload).toEqual(file(MAP));
  });

  it('sends index.html for a page address, compressed, to be checked again on every visit', async () => {
    const response = await get('/organizations/12/locations', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expectVaryOnEncoding(response);
    expect(brotliDecompressSync(response.rawPayload)).toEqual(file('index.html'));
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");

    const direct = await get('/index.html', 'gzip');
    expect(direct.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(direct.rawPayload)).toEqual(file('index.html'));
  });

  it('sends the prerendered /login to a visitor without a query, and index.html with one', async () => {
    const response = await get('/login', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expectVaryOnEncoding(response);
    expect(brotliDecompressSync(response.rawPayload)).toEqual(file('prerendered/login.html'));
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");

    // The confirmation banners of the query flags are not in the prerendered page: the app draws them.
    const withFlag = await get('/login?confirmed=true');
    expect(withFlag.rawPayload).toEqual(file('index.html'));
    // A file name that leaves the directory is ignored: the page address gets index.html.
    expect((await get('/register')).rawPayload).toEqual(file('index.html'));
  });

  it('does not let browsers keep files outside /assets, whose names do not change', async () => {
    const response = await get('/favicon.svg', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.rawPayload).toEqual(file('favicon.svg'));
  });

  it('answers an unknown API address with the JSON:API 404, not the page', async () => {
    const response = await get('/api/v1/unknown', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/vnd\.api\+json/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a build file that is not there (a chunk of an earlier release) with 404, not the page', async () => {
    // A browser holding the previous release's index.html asks for its chunks: answered with the page, the
    // script would fail on HTML as an unexplained syntax error; a 404 lets the app offer to reload.
    for (const url of ['/assets/login-page-0ld0ld0l.js', '/assets/index-0ld0ld0l.css', '/assets/']) {
      const response = await get(url, 'br');
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers['content-type']).not.toMatch(/text\/html/);
    }
    // A page address still gets the page.
    expect((await get('/assets-and-more', 'br')).headers['content-type']).toMatch(/text\/html/);
  });
});
