/**
 * The location switcher (issue 4 item 9): `PATCH /api/v1/users/{id}` with `location_id` changes the
 * working location, only to an open location of an organization the user is an active member of (an
 * admin: any open location); anything else is a 422 naming location_id and changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import {
  addOrganizationMember,
  createLocation,
  createOrganizationWithMembers,
  createUser,
} from '../../../test/support/factories';
import { jsonApi, type Session, signIn } from '../../../test/support/http';
import { userMemberships } from '../../db/schema/index';

describe('location switcher (PATCH /api/v1/users/{id} location_id)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const switchTo = (session: Session, userId: number, locationId: number) =>
    session.request({
      method: 'PATCH',
      url: `/api/v1/users/${userId}`,
      payload: jsonApi('users', { location_id: locationId }, userId),
    });

  const workingLocation = async (session: Session) => {
    const reply = await session.request({ method: 'GET', url: '/auth/validate_token' });
    return reply.json().data.location_id as number | null;
  };

  const expectRefused = async (session: Session, userId: number, locationId: number, kept: number) => {
    const response = await switchTo(session, userId, locationId);
    expect(response.statusCode).toBe(422);
    const [error] = response.json().errors;
    expect(error.source.pointer).toBe('/data/attributes/location_id');
    expect(error.detail).toMatch(/location/i);
    const reread = await session.request({ method: 'GET', url: `/api/v1/users/${userId}` });
    expect(reread.json().data.attributes.location_id).toBe(kept);
  };

  it('a viewer switches too, and the session (validate_token) follows the new location', async () => {
    const { organization, location, viewer } = await createOrganizationWithMembers(t.database.db);
    const annex = await createLocation(t.database.db, organization.id, { name: 'Annex' });
    const session = await signIn(t.app, viewer.email);
    expect(await workingLocation(session)).toBe(location.id);
    const response = await switchTo(session, viewer.id, annex.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ location_id: annex.id, location_name: 'Annex' });
    expect(await workingLocation(session)).toBe(annex.id);
  });

  it('a member of two organizations switches to a location of the second one', async () => {
    const first = await createOrganizationWithMembers(t.database.db);
    const second = await createOrganizationWithMembers(t.database.db);
    await addOrganizationMember(
      t.database.db,
      first.manager.id,
      second.organization.id,
      'organization_viewer',
    );
    const session = await signIn(t.app, first.manager.email);
    const response = await switchTo(session, first.manager.id, second.location.id);
    expect(response.statusCode).toBe(200);
    expect(await workingLocation(session)).toBe(second.location.id);
  });

  it('refuses a closed or an archived location of the own organization (422 location_id)', async () => {
    const { organization, location, manager } = await createOrganizationWithMembers(t.database.db);
    const closed = await createLocation(t.database.db, organization.id, { status: 'closed' });
    const archived = await createLocation(t.database.db, organization.id, { archivedAt: new Date() });
    const session = await signIn(t.app, manager.email);
    await expectRefused(session, manager.id, closed.id, location.id);
    await expectRefused(session, manager.id, archived.id, location.id);
  });

  it('refuses another organization’s location, an unknown one, and one reached by an invitation not yet accepted', async () => {
    const { location, manager } = await createOrganizationWithMembers(t.database.db);
    const other = await createOrganizationWithMembers(t.database.db);
    const invitedTo = await createOrganizationWithMembers(t.database.db);
    const invitation = await addOrganizationMember(t.database.db, manager.id, invitedTo.organization.id);
    await t.database.db
      .update(userMemberships)
      .set({ status: 'invited' })
      .where(eq(userMemberships.id, invitation.id));
    const session = await signIn(t.app, manager.email);
    await expectRefused(session, manager.id, other.location.id, location.id);
    await expectRefused(session, manager.id, 2_000_000_000, location.id);
    await expectRefused(session, manager.id, invitedTo.location.id, location.id);
  });

  it('keeps a working location that was closed meanwhile when other attributes change', async () => {
    const { organization } = await createOrganizationWithMembers(t.database.db);
    const closedLater = await createLocation(t.database.db, organization.id, { status: 'closed' });
    const user = await createUser(t.database.db, { locationId: closedLater.id });
    await addOrganizationMember(t.database.db, user.id, organization.id);
    const session = await signIn(t.app, user.email);
    const response = await session.request({
      method: 'PATCH',
      url: `/api/v1/users/${user.id}`,
      payload: jsonApi('users', { full_name: 'Renamed', location_id: closedLater.id }, user.id),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      full_name: 'Renamed',
      location_id: closedLater.id,
    });
  });

  it('an admin works on any open location, not on a closed one', async () => {
    const admin = await createUser(t.database.db, { systemAdmin: true });
    const { organization, location } = await createOrganizationWithMembers(t.database.db);
    const closed = await createLocation(t.database.db, organization.id, { status: 'closed' });
    const session = await signIn(t.app, admin.email);
    expect((await switchTo(session, admin.id, location.id)).statusCode).toBe(200);
    expect(await workingLocation(session)).toBe(location.id);
    await expectRefused(session, admin.id, closed.id, location.id);
  });

  it('another user’s record: a colleague is refused (403), another organization’s user is not found (404)', async () => {
    const { organization, location, manager, viewer } = await createOrganizationWithMembers(t.database.db);
    const annex = await createLocation(t.database.db, organization.id);
    const other = await createOrganizationWithMembers(t.database.db);
    const session = await signIn(t.app, manager.email);
    expect((await switchTo(session, viewer.id, annex.id)).statusCode).toBe(403);
    expect((await switchTo(session, other.manager.id, annex.id)).statusCode).toBe(404);
    const viewerSession = await signIn(t.app, viewer.email);
    expect(await workingLocation(viewerSession)).toBe(location.id);
  });

  it('an admin moves a member within the member’s organizations only', async () => {
    const admin = await createUser(t.database.db, { systemAdmin: true });
    const { organization, manager } = await createOrganizationWithMembers(t.database.db);
    const annex = await createLocation(t.database.db, organization.id);
    const other = await createOrganizationWithMembers(t.database.db);
    const session = await signIn(t.app, admin.email);
    expect((await switchTo(session, manager.id, annex.id)).statusCode).toBe(200);
    await expectRefused(session, manager.id, other.location.id, annex.id);
  });
});
