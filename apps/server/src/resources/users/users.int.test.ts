import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import {
  addCoalitionMember,
  addContributor,
  createCoalition,
  createLocation,
  createOrganizationWithMembers,
  createUser,
} from '../../../test/support/factories';
import { jsonApi, signIn } from '../../../test/support/http';

describe('users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const PROFILE_INCLUDE =
    'include=locations,user_memberships,organizations,organizations.coalition_memberships';

  it('loads the profile with its locations, memberships, organizations and their coalition memberships', async () => {
    const { organization, location, manager } = await createOrganizationWithMembers(t.database.db);
    const second = await createLocation(t.database.db, organization.id, { name: 'Annex' });
    const coalition = await createCoalition(t.database.db);
    await addContributor(t.database.db, coalition.id, organization.id);
    const session = await signIn(t.app, manager.email);

    const response = await session.request({
      method: 'GET',
      url: `/api/v1/users/${manager.id}?${PROFILE_INCLUDE}`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toMatchObject({
      id: String(manager.id),
      type: 'users',
      attributes: {
        email: manager.email,
        location_id: location.id,
        location_name: location.name,
        system_admin: false,
      },
    });
    expect(body.data.attributes.password_hash).toBeUndefined();
    const included = (type: string) => body.included.filter((r: { type: string }) => r.type === type);
    expect(
      included('locations')
        .map((l: { id: string }) => Number(l.id))
        .sort(),
    ).toEqual([location.id, second.id].sort());
    expect(included('user_memberships')[0].attributes).toMatchObject({
      resource_type: 'Organization',
      resource_id: organization.id,
      role: 'organization_manager',
    });
    expect(included('organizations')[0].attributes.name).toBe(organization.name);
    expect(included('coalition_memberships')[0].attributes).toMatchObject({
      coalition_id: coalition.id,
      status: 'active',
    });
  });

  it('switches the working location to another location of the organization', async () => {
    const { organization, manager } = await createOrganizationWithMembers(t.database.db);
    const annex = await createLocation(t.database.db, organization.id);
    const session = await signIn(t.app, manager.email);
    const response = await session.request({
      method: 'PATCH',
      url: `/api/v1/users/${manager.id}`,
      payload: jsonApi('users', { location_id: annex.id }, manager.id),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.location_id).toBe(annex.id);
    const reread = await session.request({ method: 'GET', url: `/api/v1/users/${manager.id}` });
    expect(reread.json().data.attributes.location_id).toBe(annex.id);
  });

  it('refuses a working location of another organization with a 422 naming the field', async () => {
    const { manager } = await createOrganizationWithMembers(t.database.db);
    const other = await createOrganizationWithMembers(t.database.db);
    const session = await signIn(t.app, manager.email);
    const response = await session.request({
      method: 'PATCH',
      url: `/api/v1/users/${manager.id}`,
      payload: jsonApi('users', { location_id: other.location.id }, manager.id),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].source.pointer).toBe('/data/attributes/location_id');
  });

  it('does not let a user make themselves an admin', async () => {
    const { manager } = await createOrganizationWithMembers(t.database.db);
    const session = await signIn(t.app, manager.email);
    const response = await session.request({
      method: 'PATCH',
      url: `/api/v1/users/${manager.id}`,
      payload: jsonApi('users', { system_admin: true }, manager.id),
    });
    expect(response.statusCode).toBe(403);
    const reread = await session.request({ method: 'GET', url: `/api/v1/users/${manager.id}` });
    expect(reread.json().data.attributes.system_admin).toBe(false);
  });

  it('hides users of other organizations (404) and lists only the organization’s members', async () => {
    const mine = await createOrganizationWithMembers(t.database.db);
    const other = await createOrganizationWithMembers(t.database.db);
    const session = await signIn(t.app, mine.viewer.email);
    expect(
      (await session.request({ method: 'GET', url: `/api/v1/users/${other.manager.id}` })).statusCode,
    ).toBe(404);
    const list = await session.request({ method: 'GET', url: '/api/v1/users?stats[total]=count' });
    const ids = list
      .json()
      .data.map((u: { id: string }) => Number(u.id))
      .sort();
    expect(ids).toEqual([mine.manager.id, mine.viewer.id].sort());
    expect(list.json().meta.stats.total.count).toBe(2);
  });

  it('shows a coalition manager the users of their coalition only after the data use agreement', async () => {
    const coalition = await createCoalition(t.database.db);
    const manager = await createUser(t.database.db);
    const colleague = await createUser(t.database.db);
    await addCoalitionMember(t.database.db, manager.id, coalition.id, 'coalition_manager', true);
    await addCoalitionMember(t.database.db, colleague.id, coalition.id, 'coalition_viewer', false);
    const session = await signIn(t.app, manager.email);
    const list = await session.request({
      method: 'GET',
      url: `/api/v1/users?filter[coalition_id][eq]=${coalition.id}`,
    });
    expect(
      list
        .json()
        .data.map((u: { id: string }) => Number(u.id))
        .sort(),
    ).toEqual([manager.id, colleague.id].sort());

    const colleagueSession = await signIn(t.app, colleague.email);
    const theirs = await colleagueSession.request({
      method: 'GET',
      url: `/api/v1/users?filter[coalition_id][eq]=${coalition.id}`,
    });
    expect(theirs.json().data.map((u: { id: string }) => Number(u.id))).toEqual([colleague.id]);
  });

  it('an admin archiving a user signs that user out everywhere', async () => {
    const { manager } = await createOrganizationWithMembers(t.database.db);
    const admin = await createUser(t.database.db, { systemAdmin: true });
    const managerSession = await signIn(t.app, manager.email);
    const adminSession = await signIn(t.app, admin.email);
    const response = await adminSession.request({
      method: 'PATCH',
      url: `/api/v1/users/${manager.id}`,
      payload: jsonApi('users', { archived_at: '2025-06-01T00:00:00Z' }, manager.id),
    });
    expect(response.statusCode).toBe(200);
    expect((await managerSession.request({ method: 'GET', url: '/auth/validate_token' })).statusCode).toBe(
      401,
    );
  });
});
