/**
 * Security headers (issue 10 item 9): every answer, API and web app alike, carries a Content-Security-Policy
 * without inline scripts that forbids framing, nosniff and no-referrer; HSTS only when the portal is served
 * over HTTPS; API answers are never cached, except where a route sets its own policy.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';
import { createOrganizationWithMembers } from './support/factories';
import { signIn } from './support/http';

const CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
  "font-src 'self' data:;media-src 'self' https: http:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';" +
  "frame-ancestors 'none'";

function expectSecurityHeaders(response: LightMyRequestResponse) {
  expect(response.headers['content-security-policy']).toBe(CSP);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'sac-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log("app")');
    t = await createTestApp({ env: { WEB_DIST_DIR: dist, APP_URL: 'http://localhost:3000' } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('are on an API answer, which no cache may keep', async () => {
    const { manager } = await createOrganizationWithMembers(t.database.db);
    const session = await signIn(t.app, manager.email);
    const response = await session.request({ method: 'GET', url: `/api/v1/users/${manager.id}` });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('are on the sign-in answer (it carries the token) and on API errors', async () => {
    const { manager } = await createOrganizationWithMembers(t.database.db);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email: manager.email, password: 'password1234' },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(signedIn);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(unknown);
  });

  it('are on index.html and on a static asset', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/organizations/12/locations' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expectSecurityHeaders(page);
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expectSecurityHeaders(asset);
  });
});

describe('security headers over HTTPS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL: 'https://portal.example.org' } });
  });
  afterAll(() => t.close());

  it('add HSTS and upgrade-insecure-requests only when APP_URL is https', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['content-security-policy']).toBe(`${CSP};upgrade-insecure-requests`);
  });
});
