import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { createUser } from '../../../test/support/factories';
import { unconfirmedMessage } from '../../auth/routes';
import { locations, organizations, outgoingEmails, userMemberships, users } from '../../db/schema/index';
import {
  canadaRegistration,
  countyOf,
  latestEmail,
  registrationBody,
  tableCounts,
  usRegistration,
} from '../testing/account-fixtures';

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

  const us = (overrides: Record<string, unknown>) => () => usRegistration(countyId, overrides);
  const ca = (overrides: Record<string, unknown>) => () => canadaRegistration(overrides);
  const notAuthorizer = (overrides: Record<string, unknown>) =>
    us({
      user_is_authorizer: false,
      organization_authorizer_name: 'Grace Hopper',
      organization_authorizer_title: 'Board Chair',
      organization_authorizer_email: 'grace@example.test',
      organization_authorizer_email_confirmation: 'grace@example.test',
      organization_authorizer_phone_number: '4025550111',
      ...overrides,
    });

  const invalid: [string, () => Record<string, unknown>, string, string][] = [
    ['a missing name', us({ user_full_name: '  ' }), 'user_full_name', 'Name is required'],
    ['a missing title', us({ user_title: null }), 'user_title', 'Title is required'],
    ['a missing email', us({ user_email: '' }), 'user_email', 'Email is required'],
    [
      'an invalid email',
      us({ user_email: 'ada@', user_email_confirmation: 'ada@' }),
      'user_email',
      'Invalid email',
    ],
    [
      'an empty email confirmation',
      us({ user_email_confirmation: '' }),
      'user_email_confirmation',
      'Confirm the email',
    ],
    [
      'a different email confirmation',
      us({ user_email_confirmation: 'other@example.test' }),
      'user_email_confirmation',
      'Emails do not match',
    ],
    ['a missing password', us({ user_password: '' }), 'user_password', 'Password is required'],
    [
      'a short password',
      us({ user_password: 'short', user_password_confirmation: 'short' }),
      'user_password',
      'Password must be at least 8 characters',
    ],
    [
      'an empty password confirmation',
      us({ user_password_confirmation: '' }),
      'user_password_confirmation',
      'Confirm your password',
    ],
    [
      'a different password confirmation',
      us({ user_password_confirmation: 'correct horse 2' }),
      'user_password_confirmation',
      'Passwords do not match',
    ],
    [
      'a missing organization name',
      us({ organization_name: '' }),
      'organization_name',
      'Organization name is required',
    ],
    ['a missing country', us({ organization_country: null }), 'organization_country', 'Country is required'],
    [
      'an unknown organization type',
      us({ organization_type: 'Zoo' }),
      'organization_type',
      'Select an organization type',
    ],
    [
      'a website with another scheme',
      us({ organization_website_url: 'ftp://paws.org' }),
      'organization_website_url',
      'Invalid URL: Include https:// prefix to your URL',
    ],
    [
      'a missing incorporation date',
      us({ organization_incorporated_on: '' }),
      'organization_incorporated_on',
      'Date is required',
    ],
    [
      'an impossible date',
      us({ organization_incorporated_on: '2019-02-30' }),
      'organization_incorporated_on',
      'Invalid date',
    ],
    [
      'a year 0 date',
      us({ organization_incorporated_on: '0000-01-01' }),
      'organization_incorporated_on',
      'Invalid date',
    ],
    [
      'an incorporation date two months ahead',
      us({ organization_incorporated_on: '2025-08-01' }),
      'organization_incorporated_on',
      'Date cannot be more than 1 month ahead',
    ],
    ['a missing EIN (US)', us({ organization_ein: '' }), 'organization_ein', 'EIN is required'],
    ['an 8-digit EIN (US)', us({ organization_ein: '12-345678' }), 'organization_ein', 'Invalid EIN'],
    ['a missing state (US)', us({ location_us_state: null }), 'location_us_state', 'State is required'],
    [
      'a missing county (US)',
      us({ location_us_county_id: null }),
      'location_us_county_id',
      'County is required',
    ],
    ['a missing zip (US)', us({ location_zip_code: '' }), 'location_zip_code', 'Zip code is required'],
    ['an invalid zip (US)', us({ location_zip_code: '6850' }), 'location_zip_code', 'Invalid zip code'],
    [
      'a business number of 8 digits (Canada)',
      ca({ organization_business_number: '12345678' }),
      'organization_business_number',
      'Invalid business number',
    ],
    [
      'a missing business number (Canada)',
      ca({ organization_business_number: '' }),
      'organization_business_number',
      'Business number is required',
    ],
    [
      'a missing province (Canada)',
      ca({ location_province_or_territory: '' }),
      'location_province_or_territory',
      'Province/Territory is required',
    ],
    [
      'an invalid postal code (Canada)',
      ca({ location_postal_code: '12345' }),
      'location_postal_code',
      'Invalid postal code',
    ],
    [
      'a missing address',
      us({ location_address_line_1: '' }),
      'location_address_line_1',
      'Address is required',
    ],
    ['a missing city', us({ location_city: ' ' }), 'location_city', 'City is required'],
    [
      'an invalid contact phone',
      us({ location_contact_phone_number: '555-01' }),
      'location_contact_phone_number',
      'Invalid phone number',
    ],
    [
      'no species',
      us({ organization_animal_species: [] }),
      'organization_animal_species',
      'You must select at least one species',
    ],
    [
      'no annual intake',
      us({ organization_annual_intake: '' }),
      'organization_annual_intake',
      'Select an annual intake',
    ],
    [
      'no operating budget',
      us({ organization_annual_operating_budget: null }),
      'organization_annual_operating_budget',
      'Select an annual operating budget',
    ],
    [
      'no shelter software',
      us({ organization_shelter_software: undefined }),
      'organization_shelter_software',
      'Select a shelter software',
    ],
    [
      'a referral without the referring organization',
      us({ organization_was_referred: true, organization_referring_organization_name: '' }),
      'organization_referring_organization_name',
      'Referring organization is required',
    ],
    [
      'another authorizer without a name',
      notAuthorizer({ organization_authorizer_name: '' }),
      'organization_authorizer_name',
      'Name is required',
    ],
    [
      'another authorizer without a title',
      notAuthorizer({ organization_authorizer_title: null }),
      'organization_authorizer_title',
      'Title is required',
    ],
    [
      'another authorizer without an email',
      notAuthorizer({ organization_authorizer_email: '' }),
      'organization_authorizer_email',
      'Email is required',
    ],
    [
      'another authorizer with an invalid email',
      notAuthorizer({ organization_authorizer_email: 'grace' }),
      'organization_authorizer_email',
      'Invalid email',
    ],
    [
      'another authorizer without the email confirmation',
      notAuthorizer({ organization_authorizer_email_confirmation: '' }),
      'organization_authorizer_email_confirmation',
      'Confirm the email',
    ],
    [
      'another authorizer with a different email confirmation',
      notAuthorizer({ organization_authorizer_email_confirmation: 'ada@example.test' }),
      'organization_authorizer_email_confirmation',
      'Emails do not match',
    ],
    [
      'another authorizer without a phone',
      notAuthorizer({ organization_authorizer_phone_number: '' }),
      'organization_authorizer_phone_number',
      'Phone number is required',
    ],
    [
      'another authorizer with an invalid phone',
      notAuthorizer({ organization_authorizer_phone_number: '12' }),
      'organization_authorizer_phone_number',
      'Invalid phone number',
    ],
    [
      'a county of another state',
      () => usRegistration(otherStateCountyId),
      'location_us_county_id',
      'Select a county of the selected state',
    ],
    [
      'an unknown county',
      us({ location_us_county_id: 99999999 }),
      'location_us_county_id',
      'Select a county from the list',
    ],
    [
      'a non-boolean authorizer switch',
      us({ user_is_authorizer: 'yes' }),
      'user_is_authorizer',
      'Must be true or false',
    ],
    ['a non-boolean opt-in', us({ organization_media_opt_in: 'no' }), 'organization_media_opt_in', ''],
    ['an unknown state', us({ location_us_state: 'XX' }), 'location_us_state', 'Select one of the options'],
    [
      'an unknown species',
      us({ organization_animal_species: ['dragon'] }),
      'organization_animal_species',
      '',
    ],
    [
      'a huge name',
      us({ user_full_name: 'x'.repeat(100_000) }),
      'user_full_name',
      'Must be at most 500 characters',
    ],
    [
      'a huge password',
      us({ user_password: 'x'.repeat(5_000) }),
      'user_password',
      'Must be at most 200 characters',
    ],
    [
      'a NUL character',
      us({ location_city: 'Lin\u0000coln' }),
      'location_city',
      'Must not contain a NUL character',
    ],
    ['a numeric email', us({ user_email: 12345 }), 'user_email', 'Email is required'],
    [
      'a county id that is text',
      us({ location_us_county_id: 'Lancaster' }),
      'location_us_county_id',
      'Select a county from the list',
    ],
  ];

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
        .map(([key, value]) => [key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), value]),
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
