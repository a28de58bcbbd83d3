/**
 * The organizations list as the spec calls it (001 §7 `GET /api/v1/organizations` with `page, search`):
 * `search` finds by name, EIN or business number and `page` is the page number, within the caller's scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import {
  addOrganizationMember,
  createOrganization,
  createOrganizationWithMembers,
  createUser,
} from '../../../test/support/factories';
import { type Session, signIn } from '../../../test/support/http';

describe('organizations list: ?page={n}&search={text}', () => {
  let t: TestApp;
  let admin: Session;
  /** 25 organizations named "Quillfeather 01" … "Quillfeather 25". */
  const listed: number[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 1; i <= 25; i++) {
      const organization = await createOrganization(t.database.db, {
        name: `Quillfeather ${String(i).padStart(2, '0')}`,
      });
      listed.push(organization.id);
    }
    await createOrganization(t.database.db, { name: 'Unrelated Rescue' });
    const adminUser = await createUser(t.database.db, { systemAdmin: true });
    admin = await signIn(t.app, adminUser.email);
  });
  afterAll(() => t.close());

  const list = (session: Session, query: string) =>
    session.request({ method: 'GET', url: `/api/v1/organizations?${query}` });
  const idsOf = (response: { json(): { data: { id: string }[] } }) =>
    response.json().data.map((o) => Number(o.id));

  it('search narrows the list and page walks it, 20 a page, sorted by name', async () => {
    const first = await list(admin, 'page=1&search=quillfeather&stats[total]=count');
    expect(first.statusCode).toBe(200);
    expect(idsOf(first)).toEqual(listed.slice(0, 20));
    expect(first.json().meta.stats.total.count).toBe(25);
    expect(idsOf(await list(admin, 'page=2&search=quillfeather'))).toEqual(listed.slice(20));
    expect(idsOf(await list(admin, 'page=3&search=quillfeather'))).toEqual([]);
    expect(idsOf(await list(admin, 'search=Quillfeather 07'))).toEqual([listed[6]]);
  });

  it('search finds an organization by its EIN or business number, as the directory search does', async () => {
    const byEin = await createOrganization(t.database.db, { name: 'Ein Holder', ein: '987654321' });
    const byNumber = await createOrganization(t.database.db, {
      name: 'Number Holder',
      country: 'Canada',
      ein: null,
      businessNumber: '123456789',
    });
    expect(idsOf(await list(admin, 'page=1&search=98-7654321'))).toEqual([byEin.id]);
    expect(idsOf(await list(admin, 'page=1&search=123456789'))).toEqual([byNumber.id]);
  });

  it('a member searches only the organizations they may see', async () => {
    const { manager, organization } = await createOrganizationWithMembers(t.database.db);
    const session = await signIn(t.app, manager.email);
    expect(idsOf(await list(session, 'page=1&search=quillfeather'))).toEqual([]);
    await addOrganizationMember(t.database.db, manager.id, listed[2]!, 'organization_viewer');
    expect(idsOf(await list(session, 'page=1&search=quillfeather'))).toEqual([listed[2]]);
    expect(idsOf(await list(session, 'page=1'))).toEqual([listed[2], organization.id]);
  });

  it('the filter[search], page[number] and page[size] forms still work, and a bad page is a 400', async () => {
    expect(idsOf(await list(admin, 'filter[search]=quillfeather&page[number]=3&page[size]=10'))).toEqual(
      listed.slice(20),
    );
    const bad = await list(admin, 'page=two&search=quillfeather');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({
      detail: 'page must be a whole number from 1 to 1000000000.',
      source: { parameter: 'page' },
    });
  });
});
