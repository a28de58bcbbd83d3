import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { parseCsv } from '../../../test/support/data-csv';
import {
  addContributor,
  addOrganizationMember,
  createCoalition,
  createLocation,
  createOrganization,
  createUser,
} from '../../../test/support/factories';
import { type Session, signIn } from '../../../test/support/http';
import { users } from '../../db/schema/index';
import { seedDemo } from '../../db/seed/demo';
import { signingKey, signPath } from '../../files/signed-urls';
import { streamAdminCsv } from './admin-csv';
import { usersCsv } from './users-csv';

const HEADERS = {
  organizations: [
    'id',
    'name',
    'status',
    'organization_type',
    'ein',
    'business_number',
    'country',
    'website_url',
    'incorporated_on',
    'shelter_software',
    'animal_species',
    'annual_intake',
    'annual_operating_budget',
    'referring_organization_name',
    'authorizer_name',
    'authorizer_title',
    'authorizer_email',
    'authorizer_phone_number',
    'authorizer_extension',
    'primary_location_id',
    'address_line_1',
    'address_line_2',
    'city',
    'us_state',
    'zip_code',
    'us_county',
    'province_or_territory',
    'postal_code',
    'contact_phone_number',
    'locations_count',
    'members_count',
    'iod_api_option',
    'iod_api_active',
    'external_id',
    'aap_id',
    'communications_opt_in',
    'searchable_opt_in',
    'media_opt_in',
    'authorized_at',
    'created_at',
    'updated_at',
    'archived_at',
  ],
  locations: [
    'id',
    'organization_id',
    'organization_name',
    'name',
    'status',
    'primary',
    'country',
    'address_line_1',
    'address_line_2',
    'city',
    'us_state',
    'zip_code',
    'us_county',
    'county_fips_code',
    'province_or_territory',
    'postal_code',
    'contact_phone_number',
    'contact_phone_extension',
    'deletion_requested_at',
    'created_at',
    'updated_at',
    'archived_at',
  ],
  coalitions: [
    'id',
    'name',
    'status',
    'country',
    'operating_region_type',
    'operating_region',
    'description',
    'data_used',
    'data_use_agreement',
    'all_intake_outcome_data_request',
    'all_community_service_data_request',
    'active_contributors_count',
    'pending_contributors_count',
    'intake_outcome_sharing_count',
    'community_service_sharing_count',
    'members_count',
    'created_by_user_id',
    'created_at',
    'updated_at',
    'archived_at',
  ],
  users: [
    'id',
    'full_name',
    'email',
    'title',
    'system_admin',
    'confirmed',
    'confirmed_at',
    'unconfirmed_email',
    'archived',
    'archived_at',
    'last_sign_in_at',
    'organization_ids',
    'organizations',
    'coalition_ids',
    'coalitions',
    'created_at',
    'updated_at',
  ],
} as const;
type Kind = keyof typeof HEADERS;

describe('admin CSVs', () => {
  let t: TestApp;
  let admin: Session;
  const count = async (table: string) =>
    Number((await t.database.query(`select count(*)::int as n from ${table}`)).rows[0]!.n);
  const download = async (kind: Kind) => {
    const response = await admin.request({ method: 'GET', url: `/api/v1/admin_exports/${kind}` });
    expect(response.statusCode).toBe(200);
    return { response, ...parseCsv(response.body) };
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database, { now: t.clock.now() });
    admin = await signIn(t.app, 'admin@example.org');
  }, 60_000);
  afterAll(() => t.close());

  it('lists every organization under the documented headers, in id order, named by the day', async () => {
    const { response, header, rows } = await download('organizations');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      'filename="sac-organizations-export_2025-06-15.csv"',
    );
    expect(header).toEqual(HEADERS.organizations);
    expect(rows).toHaveLength(await count('organizations'));
    const ids = rows.map((row) => Number(row.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const riverbend = rows.find((row) => row.name === 'Riverbend Humane Society')!;
    expect(riverbend).toMatchObject({ status: 'confirmed', locations_count: '2', us_state: 'TX' });
    expect(riverbend.primary_location_id).toMatch(/^\d+$/);
  });

  it('neutralises a cell that would run as a formula and quotes commas, quotes and line breaks', async () => {
    const organization = await createOrganization(t.database.db, {
      name: '=HYPERLINK("http://evil.example","x")',
      authorizerName: 'Smith, "Jo"',
      notes: 'never exported',
    });
    await createLocation(t.database.db, organization.id, {
      primary: true,
      name: '+1 Main',
      addressLine1: '12 Elm St\nSuite 4',
    });
    const { response, rows } = await download('organizations');
    const row = rows.find((r) => r.id === String(organization.id))!;
    expect(row.name).toBe('\'=HYPERLINK("http://evil.example","x")');
    expect(row.authorizer_name).toBe('Smith, "Jo"');
    expect(row.address_line_1).toBe('12 Elm St\nSuite 4');
    expect(response.body).toContain('"Smith, ""Jo"""');
    expect(response.body).not.toContain('never exported');
    const locations = await download('locations');
    expect(locations.rows.find((r) => r.organization_id === String(organization.id))).toMatchObject({
      name: "'+1 Main",
      primary: 'true',
      organization_name: '\'=HYPERLINK("http://evil.example","x")',
    });
  });

  it('lists every location with its organization id and county, so the files join', async () => {
    const { header, rows } = await download('locations');
    expect(header).toEqual(HEADERS.locations);
    expect(rows).toHaveLength(await count('locations'));
    const { rows: expected } = await t.database.query(
      `select l.id, l.organization_id, c.name as county from locations l
         left join us_counties c on c.id = l.us_county_id order by l.id limit 3`,
    );
    for (const location of expected) {
      expect(rows.find((row) => row.id === String(location.id))).toMatchObject({
        organization_id: String(location.organization_id),
        us_county: (location.county as string | null) ?? '',
      });
    }
  });

  it('counts each coalition contributors by state and shared data', async () => {
    const coalition = await createCoalition(t.database.db, {
      description: 'Line one\nLine two, with a comma',
    });
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createOrganization(t.database.db)));
    await addContributor(t.database.db, coalition.id, a!.id, { communityServiceDataSharing: false });
    await addContributor(t.database.db, coalition.id, b!.id);
    await addContributor(t.database.db, coalition.id, c!.id, { status: 'requested' });
    const { header, rows } = await download('coalitions');
    expect(header).toEqual(HEADERS.coalitions);
    expect(rows).toHaveLength(await count('coalitions'));
    expect(rows.find((row) => row.id === String(coalition.id))).toMatchObject({
      description: 'Line one\nLine two, with a comma',
      active_contributors_count: '2',
      pending_contributors_count: '1',
      intake_outcome_sharing_count: '2',
      community_service_sharing_count: '1',
      status: 'active',
    });
  });

  it('lists every user with their organizations and roles, and no password or token column', async () => {
    const { response, header, rows } = await download('users');
    expect(header).toEqual(HEADERS.users);
    expect(header.filter((name) => /password|token|hash/i.test(name))).toEqual([]);
    expect(response.body).not.toMatch(/\$(argon2|2[aby]\$|scrypt)/);
    expect(rows).toHaveLength(await count('users'));
    const manager = rows.find((row) => row.email === 'manager@example.org')!;
    expect(manager).toMatchObject({ system_admin: 'false', confirmed: 'true', archived: 'false' });
    expect(manager.organizations).toBe('Riverbend Humane Society (Manager)');
    expect(manager.organization_ids).toMatch(/^\d+$/);
    expect(rows.find((row) => row.email === 'admin@example.org')).toMatchObject({ system_admin: 'true' });
  });

  it('lists archived records with their archived_at in ISO 8601 UTC, and counts only open locations', async () => {
    const archivedAt = new Date('2025-05-02T13:04:05Z');
    const organization = await createOrganization(t.database.db, { archivedAt });
    await createLocation(t.database.db, organization.id, { primary: true });
    await createLocation(t.database.db, organization.id, { archivedAt });
    const user = await createUser(t.database.db, { archivedAt });

    const organizations = await download('organizations');
    expect(organizations.rows.find((row) => row.id === String(organization.id))).toMatchObject({
      archived_at: '2025-05-02T13:04:05.000Z',
      locations_count: '1',
    });
    const users = await download('users');
    expect(users.rows.find((row) => row.id === String(user.id))).toMatchObject({
      archived: 'true',
      archived_at: '2025-05-02T13:04:05.000Z',
    });
  });

  it('reads the rows in batches by id: small batches give the same file as one batch', async () => {
    const organization = await createOrganization(t.database.db);
    for (const role of ['organization_manager', 'organization_viewer'] as const) {
      const user = await createUser(t.database.db, { fullName: `@SUM(A1) ${role}` });
      await addOrganizationMember(t.database.db, user.id, organization.id, role);
    }
    const read = async (batchSize: number) => {
      const parts: string[] = [];
      for await (const chunk of streamAdminCsv(t.database.db, usersCsv, batchSize)) parts.push(String(chunk));
      return parts.join('');
    };
    const whole = await read(2000);
    expect(await read(2)).toBe(whole);
    expect(whole).toContain("'@SUM(A1) organization_viewer");
  });

  it('answers a signed link without headers, and refuses it once expired', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'admin@example.org'));
    const key = await signingKey(t.database, t.config);
    const url = signPath(key, '/api/v1/admin_exports/users', row!.id, t.clock.now());
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(parseCsv(response.body).header).toEqual(HEADERS.users);
    // A browser that accepts gzip gets the same CSV compressed on the way (the API's compression).
    const compressed = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.rawPayload).toString('utf8')).toBe(response.body);
    t.clock.advance(2 * 3600_000);
    try {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    } finally {
      t.clock.advance(-2 * 3600_000);
    }
  });

  it('refuses non-admins (403) and requests without a token (401)', async () => {
    for (const kind of Object.keys(HEADERS)) {
      const url = `/api/v1/admin_exports/${kind}`;
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      for (const email of ['manager@example.org', 'viewer@example.org', 'coalition@example.org']) {
        const session = await signIn(t.app, email);
        expect({ kind, email, status: (await session.request({ method: 'GET', url })).statusCode }).toEqual({
          kind,
          email,
          status: 403,
        });
      }
    }
  });
});
