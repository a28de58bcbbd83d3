/**
 * An organization's shelter-software connection (issue 16) through the API, against local fakes of the
 * vendors' APIs: credentials stored encrypted and never returned, the connection tested and its outcome said
 * plainly, who may do it, bad input named, and the tests rate-limited.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { addOrganizationMember, createLocation, createOrganization } from '../../../test/support/factories';
import { jsonApi, type Session } from '../../../test/support/http';
import { signInNewUser } from '../../../test/support/sessions';
import { startShelterbuddyFake } from '../../../test/support/vendor-fakes/shelterbuddy-fake';
import { startShelterluvFake } from '../../../test/support/vendor-fakes/shelterluv-fake';
import { shelterSoftwareConnections } from '../../db/schema/index';
import { credentialCipherFrom } from '../../integrations/credential-cipher';

const CREDENTIALS_KEY = 'test-credentials-key-of-at-least-32-characters';
const API_KEY = 'sl-live-key-0123456789';
const SB = { username: 'api.user', password: 'correct horse battery' };

type Doc = {
  data: { id: string; attributes: Record<string, unknown> };
  errors?: Array<{ status: string; detail: string; source?: { pointer?: string } }>;
};

describe('shelter software connections', () => {
  let t: TestApp;
  let shelterluv: Awaited<ReturnType<typeof startShelterluvFake>>;
  let shelterbuddy: Awaited<ReturnType<typeof startShelterbuddyFake>>;
  let manager: Session;
  let viewer: Session;
  let outsider: Session;
  let admin: Session;
  let organizationId: number;
  let otherId: number;

  beforeAll(async () => {
    shelterluv = await startShelterluvFake({ apiKey: API_KEY });
    shelterbuddy = await startShelterbuddyFake(SB);
    t = await createTestApp({
      config: {
        credentialsKey: CREDENTIALS_KEY,
        shelterluvBaseUrl: shelterluv.baseUrl,
        shelterbuddyBaseUrl: shelterbuddy.siteTemplate,
      },
    });
    const db = t.database.db;
    const organization = await createOrganization(db, { shelterSoftware: 'ShelterLuv' });
    organizationId = organization.id;
    await createLocation(db, organizationId, { primary: true });
    const other = await createOrganization(db, { shelterSoftware: 'ShelterBuddy' });
    otherId = other.id;
    manager = await signInNewUser(t, (id) => addOrganizationMember(db, id, organizationId));
    viewer = await signInNewUser(t, (id) =>
      addOrganizationMember(db, id, organizationId, 'organization_viewer'),
    );
    outsider = await signInNewUser(t, (id) => addOrganizationMember(db, id, otherId));
    admin = await signInNewUser(t, undefined, true);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await shelterluv.close();
    await shelterbuddy.close();
  });

  const url = (id: number, action = '') => `/api/v1/shelter_software_connections/${id}${action}`;
  const save = (session: Session, id: number, attributes: Record<string, unknown>) =>
    session.request({
      method: 'PATCH',
      url: url(id),
      payload: jsonApi('shelter_software_connections', attributes, id),
    });
  const test = (session: Session, id: number) => session.request({ method: 'POST', url: url(id, '/test') });

  it('stores a ShelterLuv key encrypted, and never gives it back', async () => {
    const saved = await save(manager, organizationId, { vendor: 'shelterluv', api_key: API_KEY });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as Doc).data.attributes).toMatchObject({
      organization_id: organizationId,
      vendor: 'shelterluv',
      api_key_last4: '6789',
      last_tested_at: null,
      last_test_ok: null,
    });
    expect(saved.body).not.toContain(API_KEY);
    const read = await manager.request({ method: 'GET', url: url(organizationId) });
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain(API_KEY);
    const [row] = await t.database.db
      .select()
      .from(shelterSoftwareConnections)
      .where(eq(shelterSoftwareConnections.organizationId, organizationId));
    expect(row!.secret).not.toContain(API_KEY);
    const cipher = credentialCipherFrom(CREDENTIALS_KEY);
    expect(cipher.decrypt(row!.secret, `organization:${organizationId}:shelterluv`)).toBe(API_KEY);
    // Bound to its organization: the same value does not decrypt as another organization's.
    expect(cipher.decrypt(row!.secret, `organization:${otherId}:shelterluv`)).toBeNull();
  });

  it('tests the connection against the vendor and says plainly what failed', async () => {
    const ok = await test(manager, organizationId);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as Doc).data.attributes).toMatchObject({ last_test_ok: true, last_test_message: null });
    expect(shelterluv.requests.at(-1)).toMatchObject({ path: '/api/v1/events', query: { limit: '1' } });

    await save(manager, organizationId, { vendor: 'shelterluv', api_key: 'sl-revoked-key-999' });
    const refused = await test(manager, organizationId);
    expect((refused.json() as Doc).data.attributes).toMatchObject({
      last_test_ok: false,
      last_test_message: 'ShelterLuv refused the credentials (HTTP 401).',
    });
    await save(manager, organizationId, { vendor: 'shelterluv', api_key: API_KEY });
  });

  it('stores and tests ShelterBuddy credentials on the shelter’s own site', async () => {
    const saved = await save(admin, otherId, { vendor: 'shelterbuddy', site: 'Riverbend', ...SB });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as Doc).data.attributes).toMatchObject({
      vendor: 'shelterbuddy',
      site: 'riverbend',
      username: SB.username,
      api_key_last4: null,
    });
    expect(saved.body).not.toContain(SB.password);
    const tested = await test(admin, otherId);
    expect((tested.json() as Doc).data.attributes).toMatchObject({ last_test_ok: true });
    expect(shelterbuddy.requests.at(-1)).toMatchObject({ path: 'authenticate', query: SB });
  });

  it('lets the organization’s managers and administrators manage it: a viewer 403, anyone else 404', async () => {
    expect((await viewer.request({ method: 'GET', url: url(organizationId) })).statusCode).toBe(403);
    expect((await test(viewer, organizationId)).statusCode).toBe(403);
    expect((await outsider.request({ method: 'GET', url: url(organizationId) })).statusCode).toBe(404);
    expect(
      (await save(outsider, organizationId, { vendor: 'shelterluv', api_key: API_KEY })).statusCode,
    ).toBe(404);
    expect((await admin.request({ method: 'GET', url: url(organizationId) })).statusCode).toBe(200);
    expect((await manager.request({ method: 'GET', url: url(999_999) })).statusCode).toBe(404);
    expect((await manager.request({ method: 'GET', url: url(otherId) })).statusCode).toBe(404);
  });

  it('names each bad field, and refuses an attribute it does not take', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ vendor: 'petpoint', api_key: API_KEY }, 'vendor', 'Vendor must be one of shelterluv, shelterbuddy'],
      [{ vendor: 'shelterluv', api_key: 'short' }, 'api_key', 'API key must have at least 8 characters'],
      [
        { vendor: 'shelterluv', api_key: ` ${API_KEY}` },
        'api_key',
        'API key must not start or end with a space',
      ],
      [
        { vendor: 'shelterluv', api_key: 'x'.repeat(201) },
        'api_key',
        'API key must have at most 200 characters',
      ],
      [
        { vendor: 'shelterbuddy', site: 'evil.example.com/x', ...SB },
        'site',
        'Site must be the site name of your ShelterBuddy address',
      ],
      [
        { vendor: 'shelterbuddy', site: 'riverbend', username: '', password: 'p' },
        'username',
        'Username is required',
      ],
    ];
    for (const [attributes, field, detail] of cases) {
      const response = await save(manager, organizationId, attributes);
      expect(response.statusCode, JSON.stringify(attributes)).toBe(422);
      expect((response.json() as Doc).errors?.[0]).toMatchObject({
        detail,
        source: { pointer: `/data/attributes/${field}` },
      });
    }
    const unknown = await save(manager, organizationId, {
      vendor: 'shelterluv',
      api_key: API_KEY,
      url: 'http://x',
    });
    expect(unknown.statusCode).toBe(400);
    expect((unknown.json() as Doc).errors?.[0]?.source?.pointer).toBe('/data/attributes/url');
    // What was stored before is untouched.
    const read = await manager.request({ method: 'GET', url: url(organizationId) });
    expect((read.json() as Doc).data.attributes.api_key_last4).toBe('6789');
  });

  it('allows 10 tests per organization in 10 minutes, then says to wait', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await test(manager, organizationId)).statusCode);
    // Two were used above.
    expect(statuses.filter((status) => status === 200)).toHaveLength(8);
    const limited = await test(manager, organizationId);
    expect(limited.statusCode).toBe(429);
    expect((limited.json() as Doc).errors?.[0]?.detail).toBe(
      'Too many connection tests for this organization: try again in a few minutes.',
    );
    t.clock.advance(10 * 60_000);
    expect((await test(manager, organizationId)).statusCode).toBe(200);
  });

  it('removes the connection', async () => {
    expect((await manager.request({ method: 'DELETE', url: url(organizationId) })).statusCode).toBe(204);
    expect((await manager.request({ method: 'GET', url: url(organizationId) })).statusCode).toBe(404);
    expect((await manager.request({ method: 'DELETE', url: url(organizationId) })).statusCode).toBe(404);
  });
});
