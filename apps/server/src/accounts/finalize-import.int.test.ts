import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follow, latestEmail, linkIn } from '../../test/support/accounts';
import { createTestApp, type TestApp } from '../../test/support/app';
import { addOrganizationMember, createOrganization, createUser } from '../../test/support/factories';
import { signIn } from '../../test/support/http';
import { organizations } from '../db/schema/index';

describe('POST /api/v1/organization_import_finalizers', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(); // the clock reads 2025-06-15
  });
  afterAll(() => t.close());

  const finalize = (attributes: Record<string, unknown>) => ({
    method: 'POST' as const,
    url: '/api/v1/organization_import_finalizers',
    payload: { data: { type: 'organization_import_finalizers', attributes } },
  });

  async function legacyOrganization() {
    const authorizerEmail = `legacy-authorizer-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
    const organization = await createOrganization(t.database.db, {
      status: 'imported',
      ein: null,
      websiteUrl: null,
      authorizerName: 'Chris Walker',
      authorizerEmail,
    });
    const manager = await createUser(t.database.db);
    const viewer = await createUser(t.database.db);
    await addOrganizationMember(t.database.db, manager.id, organization.id, 'organization_manager');
    await addOrganizationMember(t.database.db, viewer.id, organization.id, 'organization_viewer');
    return { organization, manager, viewer, authorizerEmail, session: await signIn(t.app, manager.email) };
  }
  const organizationRow = async (id: number) =>
    (await t.database.db.select().from(organizations).where(eq(organizations.id, id)))[0]!;

  it('stores the details, makes the organization registered and emails its authorizer', async () => {
    const { organization, session, authorizerEmail } = await legacyOrganization();
    const response = await session.request(
      finalize({
        organization_id: organization.id,
        incorporated_on: '2026-05-01',
        ein: '123456789',
        website_url: 'alamo-rescue.org',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      data: {
        type: 'organization_import_finalizers',
        id: String(organization.id),
        attributes: {
          organization_id: organization.id,
          status: 'registered',
          website_url: 'http://alamo-rescue.org',
          incorporated_on: '2026-05-01',
          ein: '123456789',
        },
      },
      meta: { message: 'Saved successfully', authorization_email_sent_to: authorizerEmail },
    });
    expect(await organizationRow(organization.id)).toMatchObject({
      status: 'registered',
      ein: '123456789',
      incorporatedOn: '2026-05-01',
      websiteUrl: 'http://alamo-rescue.org',
    });
    const email = await latestEmail(t.database, authorizerEmail, 'authorize-organization');
    expect(await follow(t.app, linkIn(email?.textBody, t.config.appUrl))).toEqual({
      status: 302,
      location: '/?org_authorization_success=true',
    });
    expect((await organizationRow(organization.id)).status).toBe('confirmed');
  });

  it('refuses a second finalize: the organization is no longer imported', async () => {
    const { organization, session } = await legacyOrganization();
    const attributes = { organizationId: organization.id, incorporatedOn: '2001-01-01', ein: '987654321' };
    expect((await session.request(finalize(attributes))).statusCode).toBe(201);
    const again = await session.request(finalize({ ...attributes, ein: '111111111' }));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0]).toMatchObject({
      detail: 'Only an imported organization can complete its legacy details.',
      source: { pointer: '/data/attributes/organization_id' },
    });
    expect((await organizationRow(organization.id)).ein).toBe('987654321');
  });

  it('keeps the month of a date given with a day, as the first of that month', async () => {
    const { organization, session } = await legacyOrganization();
    const response = await session.request(
      finalize({ organization_id: organization.id, incorporated_on: '2012-03-17', ein: '123456789' }),
    );
    expect(response.statusCode).toBe(201);
    expect((await organizationRow(organization.id)).incorporatedOn).toBe('2012-03-01');
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['an EIN still written with its dash', { ein: '12-3456789' }, 'ein', 'Invalid EIN'],
    ['an 8-digit EIN', { ein: '12345678' }, 'ein', 'Invalid EIN'],
    ['no EIN', { ein: undefined }, 'ein', 'EIN is required'],
    ['no date', { incorporated_on: undefined }, 'incorporated_on', 'Date is required'],
    ['an empty date', { incorporated_on: '' }, 'incorporated_on', 'Date is required'],
    [
      'a date 12 months ahead',
      { incorporated_on: '2026-06-01' },
      'incorporated_on',
      'Date cannot be more than 11 months ahead',
    ],
    ['a date that is not one', { incorporated_on: '2020-13-01' }, 'incorporated_on', 'Invalid date'],
    ['year 0', { incorporated_on: '0000-01-01' }, 'incorporated_on', 'Invalid date'],
    ['a website that is not a URL', { website_url: 'not a url' }, 'website_url', 'Invalid URL'],
    [
      'a huge website',
      { website_url: `https://${'a'.repeat(3000)}.org` },
      'website_url',
      'Must be at most 500 characters',
    ],
    ['a numeric EIN', { ein: 123456789 }, 'ein', 'EIN is required'],
    ['no organization', { organization_id: undefined }, 'organization_id', 'Invalid id'],
    ['an organization id that is text', { organization_id: 'abc' }, 'organization_id', 'Invalid id'],
  ];

  it.each(invalid)(
    'refuses %s with a 422 on the field and changes nothing',
    async (_, change, field, detail) => {
      const { organization, session } = await legacyOrganization();
      const attributes = {
        organization_id: organization.id,
        incorporated_on: '2026-05-01',
        ein: '123456789',
        website_url: 'https://example.org',
        ...change,
      };
      const response = await session.request(finalize(attributes));
      expect(response.statusCode).toBe(422);
      const error = response
        .json()
        .errors.find(
          (e: { source: { pointer: string } }) => e.source.pointer === `/data/attributes/${field}`,
        );
      expect(error?.detail).toBe(detail);
      expect(await organizationRow(organization.id)).toMatchObject({ status: 'imported', ein: null });
    },
  );

  it('is for managers of that organization and administrators only', async () => {
    const { organization, viewer, authorizerEmail } = await legacyOrganization();
    const other = await legacyOrganization();
    const attributes = { organization_id: organization.id, incorporated_on: '2015-01-01', ein: '123456789' };
    expect((await (await signIn(t.app, viewer.email)).request(finalize(attributes))).statusCode).toBe(403);
    expect((await other.session.request(finalize(attributes))).statusCode).toBe(404);
    expect((await t.app.inject(finalize(attributes))).statusCode).toBe(401);
    expect((await organizationRow(organization.id)).status).toBe('imported');
    expect(await latestEmail(t.database, authorizerEmail, 'authorize-organization')).toBeUndefined();

    const admin = await createUser(t.database.db, { systemAdmin: true });
    expect((await (await signIn(t.app, admin.email)).request(finalize(attributes))).statusCode).toBe(201);
    expect((await organizationRow(organization.id)).status).toBe('registered');
  });

  it('answers malformed bodies with a 400, never a 500', async () => {
    const { session } = await legacyOrganization();
    for (const payload of [[], { data: null }, { data: { attributes: 5 } }]) {
      const response = await session.request({
        method: 'POST',
        url: '/api/v1/organization_import_finalizers',
        payload: payload as object,
      });
      expect(response.statusCode).toBe(400);
    }
    const wrongType = await session.request({
      method: 'POST',
      url: '/api/v1/organization_import_finalizers',
      payload: { data: { type: 'organizations', attributes: {} } },
    });
    expect(wrongType.statusCode).toBe(409);
    // The JSON:API layer's text, as for every body (http/input/attributes.ts reads it with readDocument).
    expect(wrongType.json().errors[0].detail).toBe(
      'Expected data of type organization_import_finalizers, got organizations.',
    );
  });
});
