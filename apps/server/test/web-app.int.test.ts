/** The server serves the built web app: its files without signing in, and index.html for its routes. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app';

describe('web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'sac-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log("app")');
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the app’s files to signed-out browsers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
  });

  it('answers the app’s routes with index.html', async () => {
    for (const url of ['/', '/login', '/organizations/12/locations', '/data-entry/2024/3']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('keeps API paths as JSON errors', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].status).toBe('404');
    const guarded = await t.app.inject({ method: 'GET', url: '/api/v1/organizations' });
    expect(guarded.statusCode).toBe(401);
  });
});
