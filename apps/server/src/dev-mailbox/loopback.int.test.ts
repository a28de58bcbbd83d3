/**
 * The development mailbox shows reset and confirmation links to whoever asks: it answers only clients on
 * this machine (the socket's address, never a forwarding header), and `npm start` listens only on loopback.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { loadConfig } from '../config';

describe('development mailbox, loopback clients only', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'sac-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestApp({ env: { DEV_MAILBOX: 'true', WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers });

  it('answers a client on this machine (IPv4, IPv6 and IPv4-mapped loopback)', async () => {
    for (const address of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1']) {
      const answer = await get('/api/v1/dev/emails', address);
      expect(answer.statusCode, address).toBe(200);
    }
  });

  it('is a 404 for another machine on the network, list and show alike', async () => {
    for (const address of ['192.168.1.20', '10.0.0.5', '::ffff:192.168.1.20', 'fe80::1']) {
      const list = await get('/api/v1/dev/emails', address);
      expect(list.statusCode, address).toBe(404);
      expect(list.json().errors[0].detail).toBe('No route for GET /api/v1/dev/emails.');
      expect((await get('/api/v1/dev/emails/1', address)).statusCode, address).toBe(404);
    }
  });

  it('serves the mailbox page only to this machine; the rest of the app to everyone', async () => {
    expect((await get('/dev/mailbox', '127.0.0.1')).body).toContain('<div id="root">');
    const remote = await get('/dev/mailbox', '192.168.1.20');
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('<div id="root">');
    expect((await get('/dev/mailbox', '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(
      404,
    );
    expect((await get('/login', '192.168.1.20')).body).toContain('<div id="root">');
  });

  it('cannot be unlocked with X-Forwarded-For or Forwarded, even with TRUST_PROXY on', async () => {
    const proxied = await createTestApp({ env: { DEV_MAILBOX: 'true', TRUST_PROXY: 'true' } });
    try {
      for (const app of [t.app, proxied.app]) {
        const spoofed = await app.inject({
          method: 'GET',
          url: '/api/v1/dev/emails',
          remoteAddress: '192.168.1.20',
          headers: { 'x-forwarded-for': '127.0.0.1' },
        });
        expect(spoofed.statusCode).toBe(404);
        // A proxy on this machine forwarding someone else's request: the socket is loopback, the client is not.
        const viaLocalProxy = await app.inject({
          method: 'GET',
          url: '/api/v1/dev/emails',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': '203.0.113.7' },
        });
        expect(viaLocalProxy.statusCode).toBe(404);
        const forwarded = await app.inject({
          method: 'GET',
          url: '/api/v1/dev/emails',
          remoteAddress: '127.0.0.1',
          headers: { forwarded: 'for=203.0.113.7' },
        });
        expect(forwarded.statusCode).toBe(404);
      }
    } finally {
      await proxied.close();
    }
  });
});

describe('where npm start listens', () => {
  it('development listens on 127.0.0.1 unless HOST is set; production on every interface', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', HOST: '10.0.0.2' }).host).toBe('10.0.0.2');
  });
});
