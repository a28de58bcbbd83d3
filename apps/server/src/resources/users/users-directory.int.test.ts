import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import {
  addOrganizationMember,
  createOrganizationWithMembers,
  createUser,
} from '../../../test/support/factories';
import { jsonApi, type Session, signIn } from '../../../test/support/http';
import { users } from '../../db/schema/index';

/** The admin users directory and the members lists (001 §2 Members, Admin users directory; §6). */
describe('users directory', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.database.db, { systemAdmin: true, fullName: 'Zed Admin' });
  });
  afterAll(() => t.close());

  const ids = (response: { json(): { data: { id: string }[] } }) =>
    response
      .json()
      .data.map((u) => Number(u.id))
      .sort((a, b) => a - b);
  const sorted = (...values: number[]) => values.sort((a, b) => a - b);
  const get = (session: Session, url: string) => session.request({ method: 'GET', url });
  const patch = (session: Session, id: number, attributes: Record<string, unknown>) =>
    session.request({
      method: 'PATCH',
      url: `/api/v1/users/${id}`,
      payload: jsonApi('users', attributes, id),
    });

  it('only admins list every user; a manager and a viewer list the members of their organization', async () => {
    const mine = await createOrganizationWithMembers(t.database.db);
    const other = await createOrganizationWithMembers(t.database.db);
    const loner = await createUser(t.database.db);
    const adminList = await get(await signIn(t.app, admin.email), '/api/v1/users?page[size]=1000');
    expect(ids(adminList)).toEqual(
      expect.arrayContaining([mine.manager.id, other.viewer.id, loner.id, admin.id]),
    );
    for (const member of [mine.manager, mine.viewer]) {
      const list = await get(await signIn(t.app, member.email), '/api/v1/users?page[size]=1000');
      expect(ids(list)).toEqual(sorted(mine.manager.id, mine.viewer.id));
    }
    const alone = await get(await signIn(t.app, loner.email), '/api/v1/users');
    expect(ids(alone)).toEqual([loner.id]);
  });

  it('the admin organization filter gives an admin the members and gives nothing to others', async () => {
    const { organization, manager, viewer } = await createOrganizationWithMembers(t.database.db);
    const url = `/api/v1/users?filter[organization_id_for_admin][eq]=${organization.id}&include=user_memberships&stats[total]=count&sort=full_name`;
    const adminList = await get(await signIn(t.app, admin.email), url);
    expect(ids(adminList)).toEqual(sorted(manager.id, viewer.id));
    expect(adminList.json().meta.stats.total.count).toBe(2);
    expect(adminList.json().included.map((m: { type: string }) => m.type)).toContain('user_memberships');
    const managerList = await get(await signIn(t.app, manager.email), url);
    expect(ids(managerList)).toEqual([]);
  });

  it('filter[organization_id] never reaches past the scope', async () => {
    const mine = await createOrganizationWithMembers(t.database.db);
    const other = await createOrganizationWithMembers(t.database.db);
    const session = await signIn(t.app, mine.manager.email);
    const list = await get(session, `/api/v1/users?filter[organization_id][eq]=${other.organization.id}`);
    expect(ids(list)).toEqual([]);
  });

  it('a viewer gets the managers list of their organization (filter[organization_managers])', async () => {
    const { organization, manager, viewer } = await createOrganizationWithMembers(t.database.db);
    const second = await createUser(t.database.db);
    await addOrganizationMember(t.database.db, second.id, organization.id, 'organization_manager');
    const list = await get(
      await signIn(t.app, viewer.email),
      `/api/v1/users?filter[organization_managers][eq]=${organization.id}`,
    );
    expect(ids(list)).toEqual(sorted(manager.id, second.id));
  });

  it('searches by name or email and filters active or archived users', async () => {
    const found = await createUser(t.database.db, { fullName: 'Quincy Marlowe' });
    const archived = await createUser(t.database.db, {
      fullName: 'Quincy Archer',
      archivedAt: new Date('2025-01-01T00:00:00Z'),
    });
    const session = await signIn(t.app, admin.email);
    expect(ids(await get(session, '/api/v1/users?filter[search]=quincy'))).toEqual(
      sorted(found.id, archived.id),
    );
    expect(
      ids(
        await get(session, `/api/v1/users?filter[search]=${encodeURIComponent(found.email.toUpperCase())}`),
      ),
    ).toEqual([found.id]);
    expect(ids(await get(session, '/api/v1/users?filter[search]=quincy&filter[status][eq]=active'))).toEqual([
      found.id,
    ]);
    expect(
      ids(await get(session, '/api/v1/users?filter[search]=quincy&filter[status][eq]=archived')),
    ).toEqual([archived.id]);
    expect((await get(session, '/api/v1/users?filter[nope]=1')).statusCode).toBe(400);
  });

  describe('admin edits', () => {
    it('an admin edits a user’s name, title, admin flag and confirmation; the values read back', async () => {
      const user = await createUser(t.database.db, { confirmedAt: null });
      const session = await signIn(t.app, admin.email);
      const response = await patch(session, user.id, {
        full_name: 'Renamed Person',
        title: 'Director',
        system_admin: true,
        confirmed_at: '2025-06-01T10:00:00Z',
      });
      expect(response.statusCode).toBe(200);
      const reread = await get(session, `/api/v1/users/${user.id}`);
      expect(reread.json().data.attributes).toMatchObject({
        full_name: 'Renamed Person',
        title: 'Director',
        system_admin: true,
        confirmed_at: '2025-06-01T10:00:00.000Z',
      });
      expect((await patch(session, user.id, { system_admin: false })).statusCode).toBe(200);
    });

    it('nobody changes their own admin flag; an admin does not archive themselves', async () => {
      const other = await createUser(t.database.db, { systemAdmin: true });
      const session = await signIn(t.app, other.email);
      const demote = await patch(session, other.id, { system_admin: false });
      expect(demote.statusCode).toBe(403);
      expect(demote.json().errors[0].detail).toBe('You cannot change your own administrator role.');
      // Sent back unchanged (a profile form), it is no change.
      expect((await patch(session, other.id, { system_admin: true, title: 'Lead' })).statusCode).toBe(200);
      const archive = await patch(session, other.id, { archived_at: '2025-06-01T00:00:00Z' });
      expect(archive.statusCode).toBe(422);
      expect(archive.json().errors[0]).toMatchObject({
        detail: 'You cannot archive yourself.',
        source: { pointer: '/data/attributes/archived_at' },
      });
      const [stored] = await t.database.db.select().from(users).where(eq(users.id, other.id));
      expect(stored).toMatchObject({ systemAdmin: true, archivedAt: null });
    });

    it('a manager changes no admin-only field, for themselves or for a member (403 naming them)', async () => {
      const { manager, viewer } = await createOrganizationWithMembers(t.database.db);
      const session = await signIn(t.app, manager.email);
      const own = await patch(session, manager.id, { confirmed_at: null, archived_at: null });
      expect(own.statusCode).toBe(403);
      expect(own.json().errors[0].detail).toBe('Only administrators may change confirmed_at, archived_at.');
      expect((await patch(session, viewer.id, { title: 'Boss' })).statusCode).toBe(403);
    });

    it('an admin restores an archived user', async () => {
      const user = await createUser(t.database.db, { archivedAt: new Date('2025-01-01T00:00:00Z') });
      const session = await signIn(t.app, admin.email);
      expect((await patch(session, user.id, { archived_at: null })).statusCode).toBe(200);
      await expect(signIn(t.app, user.email)).resolves.toBeDefined();
    });
  });
});
