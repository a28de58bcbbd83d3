/**
 * API answers travel compressed where the client accepts it (issue 14 §2: a year of a location's records is
 * 75 KB of JSON): brotli first, else gzip, with `Vary: Accept-Encoding`; small answers and clients that
 * accept no encoding get plain JSON. A compressed request body is never inflated.
 */
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';

// The public list of counties: every US county, far above the 1 KB below which nothing is compressed.
const COUNTIES = '/api/v1/us_counties?page[size]=200';

describe('compressed API answers', () => {
  let t: TestApp;
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends brotli to a browser that accepts it, the same document as the plain answer', async () => {
    const plain = await get(COUNTIES);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const document = plain.json() as { data: unknown[] };
    expect(document.data.length).toBeGreaterThan(50);

    const compressed = await get(COUNTIES, 'gzip, deflate, br, zstd');
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(String(compressed.headers.vary).toLowerCase()).toContain('accept-encoding');
    const bytes = compressed.rawPayload;
    expect(bytes.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(bytes).toString('utf8'))).toEqual(document);
  });

  it('sends gzip where brotli is not accepted, and plain JSON where nothing is', async () => {
    const gzipped = await get(COUNTIES, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual((await get(COUNTIES)).json());

    const identity = await get(COUNTIES, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toHaveProperty('data');
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const health = await get('/api/v1/health', 'br, gzip');
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toBeTruthy();
  });

  it('does not inflate a compressed request body: it is refused as not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'someone@example.org', password: 'x'.repeat(20) })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].detail).toBe('The request body is not valid JSON.');
  });
});
