/**
 * GET /api/v1/organizations as the coalition screens read it (002 §7, issue 12): the contributor tabs'
 * membership filters (about filter[coalition_id]'s coalition), the active contributors with their month
 * statuses of a year, the Invite Contributor search over the directory for the coalition's managers, and
 * the organizations' data_status over the latest 12 months (001 §3).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import {
  addCoalitionMember,
  addContributor,
  createCoalition,
  createLocation,
  createOrganization,
  createOrganizationWithMembers,
  createUser,
} from '../../../test/support/factories';
import { type Session, signIn } from '../../../test/support/http';
import { organizationDataEntryStatuses } from '../../db/schema/index';

type Doc = {
  data: { id: string; attributes: Record<string, unknown> }[];
  included?: { type: string; attributes: Record<string, unknown> }[];
  meta: { stats?: { total: { count: number } } };
};

describe('organizations for coalitions', () => {
  let t: TestApp;
  let admin: Session;
  let manager: Session;
  let coalitionId: number;
  let otherCoalitionId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    coalitionId = (await createCoalition(db)).id;
    otherCoalitionId = (await createCoalition(db)).id;
    const org = async (key: string, overrides: Parameters<typeof createOrganization>[1] = {}) => {
      const o = await createOrganization(db, { name: `${key} Shelter`, ...overrides });
      await createLocation(db, o.id, { usState: key === 'Active' ? 'TX' : 'CO', primary: true });
      ids[key] = o.id;
      return o;
    };
    await addContributor(db, coalitionId, (await org('Active')).id);
    await addContributor(db, coalitionId, (await org('Requested')).id, { status: 'requested' });
    await addContributor(db, coalitionId, (await org('Invited')).id, {
      status: 'requested',
      statusActor: 'Coalition',
    });
    await addContributor(db, coalitionId, (await org('Reminded')).id, {
      status: 'reminded',
      statusActor: 'Coalition',
    });
    await addContributor(db, coalitionId, (await org('Declined')).id, {
      status: 'rejected',
      statusActor: 'Coalition',
    });
    // Requested in this coalition, active in another: a filter about this coalition must not mix them.
    const both = await org('Elsewhere');
    await addContributor(db, coalitionId, both.id, { status: 'requested' });
    await addContributor(db, otherCoalitionId, both.id);
    await org('Searchable');
    await org('Hidden', { searchableOptIn: false });
    await org('Closed', { status: 'closed' });

    // Active: all 12 months before June 2025 complete; 2024 and 2025 rows to narrow by year.
    const months = Array.from({ length: 12 }, (_, i) => {
      const index = 2024 * 12 + 6 + i; // June 2024 … May 2025
      return { year: Math.floor((index - 1) / 12), month: ((index - 1) % 12) + 1 };
    });
    await db.insert(organizationDataEntryStatuses).values([
      ...months.map((m) => ({
        organizationId: ids.Active!,
        action: 'intake_outcome',
        status: 'complete',
        ...m,
      })),
      // The current month (June 2025) is not among the latest 12 of data_status.
      { organizationId: ids.Active!, action: 'intake_outcome', year: 2025, month: 6, status: 'incomplete' },
      { organizationId: ids.Active!, action: 'services', year: 2025, month: 2, status: 'inProgress' },
      {
        organizationId: ids.Requested!,
        action: 'intake_outcome',
        year: 2025,
        month: 2,
        status: 'complete',
      },
    ]);

    const adminUser = await createUser(db, { systemAdmin: true });
    const managerUser = await createUser(db);
    await addCoalitionMember(db, managerUser.id, coalitionId, 'coalition_manager');
    admin = await signIn(t.app, adminUser.email);
    manager = await signIn(t.app, managerUser.email);
  }, 60_000);
  afterAll(() => t.close());

  const get = async (session: Session, query: string): Promise<Doc> => {
    const response = await session.request({ method: 'GET', url: `/api/v1/organizations?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return JSON.parse(response.body);
  };
  const names = (doc: Doc) => doc.data.map((o) => String(o.attributes.name).replace(' Shelter', ''));

  it('filters the contributor tabs by the status and actor of the membership in filter[coalition_id]', async () => {
    const tab = (extra: string) =>
      get(manager, `filter[coalition_id][eq]=${coalitionId}&sort=name&stats[total]=count&${extra}`);
    expect(names(await tab('filter[coalition_membership_status][eq]=active'))).toEqual(['Active']);
    const pending = await tab('filter[coalition_membership_status][eq]=requested,reminded,invited');
    expect(names(pending)).toEqual(['Elsewhere', 'Invited', 'Reminded', 'Requested']);
    expect(pending.meta.stats?.total.count).toBe(4);
    expect(
      names(
        await tab(
          'filter[coalition_membership_status][eq]=requested&filter[coalition_membership_status_actor][eq]=Organization',
        ),
      ),
    ).toEqual(['Elsewhere', 'Requested']);
    expect(names(await tab('filter[coalition_membership_status][eq]=rejected'))).toEqual(['Declined']);
    expect(names(await tab('filter[locations_us_state][eq]=TX'))).toEqual(['Active']);
    // An admin sees Elsewhere's active membership of the other coalition; it is not this coalition's.
    expect(
      names(
        await get(
          admin,
          `filter[coalition_id][eq]=${coalitionId}&filter[coalition_membership_status][eq]=active&sort=name`,
        ),
      ),
    ).toEqual(['Active']);
    expect(names(await get(admin, `filter[active_coalition][eq]=${otherCoalitionId}`))).toEqual([
      'Elsewhere',
    ]);
  });

  it('the active contributors with their month statuses of one year and their membership in this coalition', async () => {
    const doc = await get(
      manager,
      `filter[active_coalition][eq]=${coalitionId}&filter[coalition_membership_status][eq]=active&filter[coalition_id][eq]=${coalitionId}` +
        '&include=data_entry_statuses,community_data_entry_statuses,coalition_memberships' +
        `&filter[data_entry_statuses.year][eq]=2025&filter[community_data_entry_statuses.year][eq]=2025` +
        `&filter[coalition_memberships.coalition_id][eq]=${coalitionId}&extra_fields[organizations]=locations_us_states&sort=name`,
    );
    expect(names(doc)).toEqual(['Active']);
    expect(doc.data[0]!.attributes).toMatchObject({ data_status: 'complete', locations_us_states: ['TX'] });
    const of = (type: string) => (doc.included ?? []).filter((r) => r.type === type).map((r) => r.attributes);
    expect(of('organization_data_entry_statuses').map((s) => [s.year, s.month, s.status])).toEqual(
      // Stored 'complete', read in the coalition screens' words (002 §4).
      [...[1, 2, 3, 4, 5].map((month) => [2025, month, 'completeServicesProvided']), [2025, 6, 'inProgress']],
    );
    expect(of('organization_community_data_entry_statuses')).toEqual([
      expect.objectContaining({ organization_id: ids.Active, year: 2025, month: 2, status: 'inProgress' }),
    ]);
    expect(of('coalition_memberships')).toEqual([
      expect.objectContaining({ coalition_id: coalitionId, status: 'active', organization_id: ids.Active }),
    ]);
  });

  it('data_status over the latest 12 months; null where the requester may not see the data', async () => {
    const byName = async (session: Session) =>
      Object.fromEntries(
        (await get(session, `filter[coalition_id][eq]=${coalitionId}&sort=name`)).data.map((o) => [
          String(o.attributes.name).replace(' Shelter', ''),
          o.attributes.data_status,
        ]),
      );
    expect(await byName(admin)).toMatchObject({
      Active: 'complete',
      Requested: 'incomplete',
      Invited: 'unbegun',
    });
    // A pending contributor's statuses are not the coalition's to see.
    expect(await byName(manager)).toMatchObject({ Active: 'complete', Requested: null, Invited: null });
  });

  it("the Invite Contributor search: the coalition's managers search the directory for whom they can invite", async () => {
    const query = `filter[coalition_membership_by_id_and_status][eq]=${coalitionId}&filter[status][eq]=confirmed&sort=name&include=data_entry_statuses`;
    const found = await get(manager, query);
    expect(names(found)).toEqual(['Declined', 'Searchable']);
    // Directory organizations: only the fields the screens read, not their notes or contacts.
    expect(Object.keys(found.data[0]!.attributes)).not.toContain('notes');
    expect(Object.keys(found.data[0]!.attributes)).not.toContain('authorizer_email');
    expect(found.included ?? []).toEqual([]);
    // Anyone else keeps their own scope: an organization manager finds only their own organization.
    const own = await createOrganizationWithMembers(t.database.db);
    const ownSession = await signIn(t.app, own.manager.email);
    const theirs = await get(ownSession, query);
    expect(theirs.data.map((o) => Number(o.id))).toEqual([own.organization.id]);
    // A coalition's viewer does not search the directory either.
    const viewerUser = await createUser(t.database.db);
    await addCoalitionMember(t.database.db, viewerUser.id, coalitionId, 'coalition_viewer');
    expect((await get(await signIn(t.app, viewerUser.email), query)).data).toEqual([]);
  });

  it('refuses malformed filter values with a 400 naming the parameter', async () => {
    for (const parameter of [
      'filter[active_coalition][eq]=abc',
      'filter[coalition_membership_by_id_and_status][eq]=abc',
      'filter[coalition_id][eq]=1%2Cx',
    ]) {
      const response = await manager.request({ method: 'GET', url: `/api/v1/organizations?${parameter}` });
      expect(response.statusCode, parameter).toBe(400);
      expect(JSON.parse(response.body).errors[0].source.parameter).toMatch(/^filter\[/);
    }
  });
});
