/**
 * Unbounded text and NUL (issue 10 item 8): every route refuses NUL in its JSON body (422 naming the
 * pointer) and in its query (400 naming the parameter) before it runs; every writable text attribute
 * refuses a megabyte with a 4xx naming it (never a 500), and nothing is stored.
 */
import { asc } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  entryLogs,
  fileImports,
  locations,
  organizations,
  outgoingEmails,
  userMembershipInvites,
  userMemberships,
  users,
} from '../src/db/schema/index';
import type { Resource } from '../src/http/jsonapi/index';
import { locationResource } from '../src/resources/locations/resource';
import { organizationResource } from '../src/resources/organizations/resource';
import { userMembershipResource } from '../src/resources/user-memberships/resource';
import { userResource } from '../src/resources/users/resource';
import { registrationBody, usRegistration } from './support/accounts';
import { createTestApp, type TestApp } from './support/app';
import { countyOf, createOrganizationWithMembers, createUser } from './support/factories';
import { type Session, signIn } from './support/http';

const MEGABYTE = 'x'.repeat(1_000_000);
const WITH_NUL = 'Paws\u0000Shelter';

/** Every row of the tables a write could touch, to show a refused request left them as they were. */
const WATCHED: PgTable[] = [
  users,
  organizations,
  locations,
  userMemberships,
  userMembershipInvites,
  outgoingEmails,
  fileImports,
  entryLogs,
];

type ErrorBody = {
  errors: { status: string; detail: string; source?: { pointer?: string; parameter?: string } }[];
};

describe('input limits', () => {
  let t: TestApp;
  let admin: Session;
  let world: Awaited<ReturnType<typeof createOrganizationWithMembers>>;
  let membershipId: number;
  let countyId: number;

  const snapshot = async () => {
    const tables = [];
    for (const table of WATCHED) {
      const rows = await t.database.db
        .select()
        .from(table)
        .orderBy(asc((table as unknown as { id: never }).id));
      tables.push(rows);
    }
    return JSON.stringify(tables);
  };

  beforeAll(async () => {
    t = await createTestApp();
    world = await createOrganizationWithMembers(t.database.db);
    const adminUser = await createUser(t.database.db, { systemAdmin: true });
    admin = await signIn(t.app, adminUser.email);
    const [membership] = await t.database.db.select().from(userMemberships).limit(1);
    membershipId = membership!.id;
    countyId = (await countyOf(t.database, 'NE')).id;
  });
  afterAll(() => t.close());

  const send = (method: string, url: string, payload?: unknown) =>
    admin.request({
      method: method as 'POST',
      url,
      ...(payload === undefined
        ? {}
        : { payload: payload as object, headers: { 'content-type': 'application/vnd.api+json' } }),
    });

  const concrete = (url: string) => url.replace(/:[a-z_]+/gi, String(world.organization.id));

  it('every registered write route refuses NUL in the JSON body, naming its pointer, before it runs', async () => {
    const before = await snapshot();
    const writes = t.app.registeredRoutes.filter((r) => ['POST', 'PATCH', 'PUT'].includes(r.method));
    expect(writes.length).toBeGreaterThan(15);
    for (const route of writes) {
      const response = await send(route.method, concrete(route.url), {
        data: { type: 'anything', attributes: { name: WITH_NUL } },
      });
      const label = `${route.method} ${route.url}`;
      expect(response.statusCode, label).toBe(422);
      expect((response.json() as ErrorBody).errors, label).toEqual([
        expect.objectContaining({
          detail: 'Must not contain a NUL character',
          source: { pointer: '/data/attributes/name' },
        }),
      ]);
    }
    expect(await snapshot()).toBe(before);
  });

  it('every registered route refuses NUL in a query parameter with a 400 naming it', async () => {
    const before = await snapshot();
    for (const route of t.app.registeredRoutes) {
      const response = await send(route.method, `${concrete(route.url)}?filter%5Bname%5D=a%00b`);
      const label = `${route.method} ${route.url}`;
      expect(response.statusCode, label).toBe(400);
      expect((response.json() as ErrorBody).errors, label).toEqual([
        expect.objectContaining({
          detail: 'Invalid value "a\\u0000b" for filter[name]: expected text without NUL characters.',
          source: { parameter: 'filter[name]' },
        }),
      ]);
    }
    expect(await snapshot()).toBe(before);
  });

  const writableTexts = (resource: Resource) =>
    [...resource.attributes.entries()]
      .filter(([, attribute]) => attribute.type === 'string' || attribute.type === 'string_array')
      .filter(([, attribute]) => attribute.writable.update)
      .map(([name, attribute]) => ({ name, list: attribute.type === 'string_array' }));

  it('every writable text attribute of every resource refuses NUL and a megabyte with a 422 naming it', async () => {
    const targets: [Resource, number][] = [
      [organizationResource, world.organization.id],
      [locationResource, world.location.id],
      [userResource, world.viewer.id],
      [userMembershipResource, membershipId],
    ];
    const before = await snapshot();
    let checked = 0;
    for (const [resource, id] of targets) {
      for (const { name, list } of writableTexts(resource)) {
        for (const bad of [MEGABYTE, WITH_NUL]) {
          const value = list ? [bad] : bad;
          const response = await send('PATCH', `/api/v1/${resource.type}/${id}`, {
            data: { type: resource.type, id: String(id), attributes: { [name]: value } },
          });
          const label = `${resource.type}.${name} (${bad.length} characters)`;
          expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBe(422);
          const pointers = (response.json() as ErrorBody).errors.map((e) => e.source?.pointer ?? '');
          expect(
            pointers.some((p) => p.startsWith(`/data/attributes/${name}`)),
            label,
          ).toBe(true);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(60);
    expect(await snapshot()).toBe(before);
  });

  type Case = {
    route: string;
    method: string;
    url: string;
    body: (value: unknown) => unknown;
    fields: string[];
  };
  const jsonApi = (type: string, attributes: Record<string, unknown>) => ({ data: { type, attributes } });

  it('every text attribute of the other write routes refuses a megabyte with a 4xx naming it', async () => {
    const registration = usRegistration(countyId);
    const invite = {
      resource_id: world.organization.id,
      resource_type: 'organization',
      name: 'Grace Hopper',
      title: 'Volunteer',
      email: 'grace@example.test',
      role: 'organization_viewer',
    };
    const upload = {
      location_id: world.location.id,
      file_type: 'intake_outcome',
      file_name: 'october.csv',
      file: 'data:text/csv;base64,',
    };
    const cases: Case[] = [
      {
        route: 'registration',
        method: 'POST',
        url: '/api/v1/registrations',
        body: (fields) => registrationBody({ ...registration, ...(fields as object) }),
        fields: Object.keys(registration).filter((key) => typeof registration[key as never] === 'string'),
      },
      {
        route: 'invite',
        method: 'POST',
        url: '/api/v1/user_membership_invites',
        body: (fields) => jsonApi('user_membership_invites', { ...invite, ...(fields as object) }),
        fields: ['name', 'title', 'email', 'role'],
      },
      {
        route: 'upload',
        method: 'POST',
        url: '/api/v1/file_imports',
        body: (fields) => jsonApi('file_imports', { ...upload, ...(fields as object) }),
        fields: ['file_name', 'file_type'],
      },
    ];
    const before = await snapshot();
    for (const c of cases) {
      for (const field of c.fields) {
        const response = await send(c.method, c.url, c.body({ [field]: MEGABYTE }));
        const label = `${c.route} ${field}: ${response.body.slice(0, 300)}`;
        expect(response.statusCode, label).toBe(422);
        const pointers = (response.json() as ErrorBody).errors.map((e) => e.source?.pointer);
        expect(pointers, label).toContain(`/data/attributes/${field}`);
      }
    }
    for (const payload of [
      { email: MEGABYTE, password: 'password1234' },
      { email: 'someone@example.test', password: MEGABYTE },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/auth/sign_in', payload });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/auth/password',
      payload: { email: MEGABYTE },
    });
    expect(forgot.statusCode).toBeGreaterThanOrEqual(400);
    expect(forgot.statusCode).toBeLessThan(500);
    expect(await snapshot()).toBe(before);
  });

  it('NUL in an upload’s file name is refused before the file is read', async () => {
    const before = await snapshot();
    const response = await send('POST', '/api/v1/file_imports', {
      data: {
        type: 'file_imports',
        attributes: {
          location_id: world.location.id,
          file_type: 'intake_outcome',
          file_name: 'october\u0000.csv',
          file: `data:text/csv;base64,${Buffer.from('"'.repeat(100_000)).toString('base64')}`,
        },
      },
    });
    expect(response.statusCode).toBe(422);
    expect((response.json() as ErrorBody).errors).toEqual([
      expect.objectContaining({ source: { pointer: '/data/attributes/file_name' } }),
    ]);
    expect(await snapshot()).toBe(before);
  });
});
