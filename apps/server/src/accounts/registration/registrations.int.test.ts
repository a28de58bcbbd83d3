import { toCamelCase } from '@sac/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canadaRegistration,
  latestEmail,
  registrationBody,
  tableCounts,
  usRegistration,
} from '../../../test/support/accounts';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { countyOf, createUser } from '../../../test/support/factories';
import { invalidRegistrations } from '../../../test/support/invalid-registrations';
import { unconfirmedMessage } from '../../auth/routes';
import { locations, organizations, outgoingEmails, userMemberships, users } from '../../db/schema/index';

describe('POST /api/v1/registrations', () => {
  let t: TestApp;
  let countyId: number;
  let otherStateCountyId: number;

  beforeAll(async () => {
    t = await createTestApp();
    countyId = (await countyOf(t.database, 'NE')).id;
    otherStateCountyId = (await countyOf(t.database, 'TX')).id;
  });
  afterAll(() => t.close());

  const register = (attributes: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/registrations', payload: registrationBody(attributes) });

  /** The 422's detail at an attribute's pointer. */
  const errorAt = (body: { errors?: { detail: string; source?: { pointer?: string } }[] }, field: string) =>
    body.errors?.find((e) => e.source?.pointer === `/data/attributes/${field}`)?.detail;

  it('creates the user, the registered organization, its primary location and the manager membership', async () => {
    const payload = usRegistration(countyId);
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.type).toBe('registrations');
    const { user_id: userId, organization_id: organizationId } = data.attributes;

    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({
      email: payload.user_email,
      fullName: 'Ada Lovelace',
      title: 'Director',
      confirmedAt: null,
      systemAdmin: false,
    });
    expect(user!.passwordHash).toMatch(/^scrypt\$/);
    const [organization] = await t.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    expect(organization).toMatchObject({
      name: payload.organization_name,
      status: 'registered',
      country: 'United States',
      ein: '123456789',
      businessNumber: null,
      websiteUrl: 'http://prairiepaws.org',
      incorporatedOn: '2019-04-01',
      animalSpecies: ['canine', 'feline'],
      authorizerName: 'Ada Lovelace',
      authorizerTitle: 'Director',
      authorizerEmail: payload.user_email,
      authorizerPhoneNumber: '14025550100',
      communicationsOptIn: true,
      searchableOptIn: false,
      mediaOptIn: true,
      authorizedAt: null,
    });
    const orgLocations = await t.database.db
      .select()
      .from(locations)
      .where(eq(locations.organizationId, organizationId));
    expect(orgLocations).toHaveLength(1);
    expect(orgLocations[0]).toMatchObject({
      primary: true,
      name: payload.organization_name,
      addressLine1: '12 Main St',
      city: 'Lincoln',
      usState: 'NE',
      usCountyId: countyId,
      zipCode: '68508',
      provinceOrTerritory: null,
      postalCode: null,
      contactPhoneNumber: '14025550100',
    });
    expect(user!.locationId).toBe(orgLocations[0]!.id);
    const memberships = await t.database.db
      .select()
      .from(userMemberships)
      .where(eq(userMemberships.userId, userId));
    expect(memberships).toEqual([
      expect.objectContaining({ organizationId, role: 'organization_manager', status: 'active' }),
    ]);
    expect(await latestEmail(t.database, payload.user_email, 'confirm-account')).toBeDefined();
    expect(await latestEmail(t.database, payload.user_email, 'authorize-organization')).toBeDefined();
  });

  it('registers a Canadian organization with its province, postal code and business number only', async () => {
    const payload = canadaRegistration({ organization_ein: '12-3456789', location_zip_code: '68508' });
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    const { organization_id: organizationId } = response.json().data.attributes;
    const [organization] = await t.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    expect(organization).toMatchObject({ country: 'Canada', ein: null, businessNumber: '123456789' });
    const [location] = await t.database.db
      .select()
      .from(locations)
      .where(eq(locations.organizationId, organizationId));
    expect(location).toMatchObject({
      country: 'Canada',
      provinceOrTerritory: 'ON',
      postalCode: 'K1A 0B1',
      usState: null,
      usCountyId: null,
      zipCode: null,
    });
  });

  it('sends the authorization email to the authorizer when the user is not the authorizer', async () => {
    const payload = usRegistration(countyId, {
      user_is_authorizer: false,
      organization_authorizer_name: 'Grace Hopper',
      organization_authorizer_title: 'Board Chair',
      organization_authorizer_email: 'grace.hopper@example.test',
      organization_authorizer_email_confirmation: 'Grace.Hopper@example.test',
      organization_authorizer_phone_number: '402-555-0111',
    });
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    const { organization_id: organizationId } = response.json().data.attributes;
    const [organization] = await t.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    expect(organization).toMatchObject({
      authorizerName: 'Grace Hopper',
      authorizerTitle: 'Board Chair',
      authorizerEmail: 'grace.hopper@example.test',
      authorizerPhoneNumber: '14025550111',
    });
    const email = await latestEmail(t.database, 'grace.hopper@example.test', 'authorize-organization');
    expect(email?.subject).toBe(`Authorize ${payload.organization_name} on Shelter Animals Count`);
    expect(email?.textBody).toContain(`Ada Lovelace registered ${payload.organization_name}`);
    expect(await latestEmail(t.database, payload.user_email, 'authorize-organization')).toBeUndefined();
    expect(await latestEmail(t.database, payload.user_email, 'confirm-account')).toBeDefined();
  });

  it('keeps the referring organization only when the organization was referred', async () => {
    const referred = usRegistration(countyId, {
      organization_was_referred: true,
      organization_referring_organization_name: 'Best Friends',
    });
    const notReferred = usRegistration(countyId, {
      organization_was_referred: false,
      organization_referring_organization_name: 'Leftover text',
    });
    const names = [];
    for (const payload of [referred, notReferred]) {
      const response = await register(payload);
      expect(response.statusCode).toBe(201);
      const [organization] = await t.database.db
        .select()
        .from(organizations)
        .where(eq(organizations.id, response.json().data.attributes.organization_id));
      names.push(organization!.referringOrganizationName);
    }
    expect(names).toEqual(['Best Friends', null]);
  });

  const invalid = invalidRegistrations(
    () => countyId,
    () => otherStateCountyId,
  );

  it.each(invalid)(
    'refuses %s with a 422 naming the field, storing and sending nothing',
    async (_, build, field, detail) => {
      const before = await tableCounts(t.database);
      const response = await register(build());
      expect(response.statusCode).toBe(422);
      const body = response.json();
      if (detail) expect(errorAt(body, field)).toBe(detail);
      else expect(errorAt(body, field)).toBeTruthy();
      expect(await tableCounts(t.database)).toEqual(before);
    },
  );

  it('reports every invalid field at once', async () => {
    const response = await register({ registration_type: 'organization', organization_country: 'Canada' });
    expect(response.statusCode).toBe(422);
    const pointers = response.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    for (const field of [
      'user_full_name',
      'user_email',
      'user_password',
      'organization_name',
      'organization_business_number',
      'location_province_or_territory',
      'location_postal_code',
    ]) {
      expect(pointers).toContain(`/data/attributes/${field}`);
    }
    expect(new Set(pointers).size).toBe(pointers.length);
  });

  it('reports a bad field of a user who is the authorizer once, not again under the hidden authorizer fields', async () => {
    const response = await register(
      usRegistration(countyId, {
        user_full_name: '',
        user_email: 'ada@',
        user_email_confirmation: 'ada@',
        location_contact_phone_number: '12',
      }),
    );
    expect(response.statusCode).toBe(422);
    const pointers = response.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer);
    expect(pointers.sort()).toEqual([
      '/data/attributes/location_contact_phone_number',
      '/data/attributes/user_email',
      '/data/attributes/user_email_confirmation',
      '/data/attributes/user_full_name',
    ]);
  });

  it('refuses an email that already has an account, whatever its case, storing nothing', async () => {
    const existing = await createUser(t.database.db, { email: 'Taken.Address@example.test' });
    const before = await tableCounts(t.database);
    const response = await register(
      usRegistration(countyId, {
        user_email: 'taken.address@EXAMPLE.test',
        user_email_confirmation: 'taken.address@EXAMPLE.test',
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(errorAt(response.json(), 'user_email')).toBe('An account with this email already exists.');
    expect(await tableCounts(t.database)).toEqual(before);
    const [stillOne] = await t.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(stillOne!.email).toBe('Taken.Address@example.test');
  });

  it('lets only one of two simultaneous registrations with one email through, rolling the other back whole', async () => {
    const before = await tableCounts(t.database);
    const first = usRegistration(countyId);
    const second = usRegistration(countyId, {
      user_email: first.user_email.toUpperCase(),
      user_email_confirmation: first.user_email.toUpperCase(),
    });
    const responses = await Promise.all([register(first), register(second)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const refused = responses.find((r) => r.statusCode === 422)!;
    expect(errorAt(refused.json(), 'user_email')).toBe('An account with this email already exists.');
    const after = await tableCounts(t.database);
    expect(after).toEqual({
      users: before.users + 1,
      organizations: before.organizations + 1,
      locations: before.locations + 1,
      memberships: before.memberships + 1,
      emails: before.emails + 2,
    });
  });

  it('does not let the new user sign in before confirming the account', async () => {
    const payload = usRegistration(countyId);
    expect((await register(payload)).statusCode).toBe(201);
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email: payload.user_email, password: payload.user_password },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors).toEqual([unconfirmedMessage(payload.user_email)]);
  });

  it('accepts camelCase attributes and fills the user in as authorizer without the form switches', async () => {
    const snake = usRegistration(countyId);
    const camel = Object.fromEntries(
      Object.entries(snake)
        .filter(([key]) => !key.endsWith('_confirmation') && key !== 'user_is_authorizer')
        .map(([key, value]) => [toCamelCase(key), value]),
    );
    camel.organizationAuthorizerName = 'Ada Lovelace';
    camel.organizationAuthorizerTitle = 'Director';
    camel.organizationAuthorizerEmail = snake.user_email;
    const response = await register(camel);
    expect(response.statusCode).toBe(201);
  });

  const hostile: [string, unknown][] = [
    ['no body', undefined],
    ['an array body', [1, 2]],
    ['a string data', { data: 'registrations' }],
    ['another type', { data: { type: 'users', attributes: {} } }],
    ['attributes as a list', { data: { type: 'registrations', attributes: ['x'] } }],
    [
      'attributes of wrong types',
      {
        data: {
          type: 'registrations',
          attributes: {
            user_full_name: { a: 1 },
            user_email: [],
            organization_animal_species: 'canine',
            location_us_county_id: -4,
            organization_country: 7,
          },
        },
      },
    ],
    [
      'a thousand species',
      {
        data: {
          type: 'registrations',
          attributes: { organization_animal_species: Array(1000).fill('canine') },
        },
      },
    ],
  ];

  it.each(hostile)('answers %s with a 400, 409 or 422, never a 500', async (_, payload) => {
    const before = await tableCounts(t.database);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/registrations',
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect([400, 409, 422]).toContain(response.statusCode);
    expect(response.json().errors.length).toBeGreaterThan(0);
    expect(await tableCounts(t.database)).toEqual(before);
  });

  it('answers broken JSON with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/registrations',
      headers: { 'content-type': 'application/json' },
      payload: '{"data": ',
    });
    expect(response.statusCode).toBe(400);
  });

  it('queues nothing when a registration fails', async () => {
    const before = (await t.database.db.select().from(outgoingEmails)).length;
    await register(usRegistration(countyId, { organization_ein: 'nope' }));
    expect((await t.database.db.select().from(outgoingEmails)).length).toBe(before);
  });
});
