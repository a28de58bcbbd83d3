/**
 * The Data Status Table's reads (002 §2.10, §7), sent as the screen sends them, for a coalition's users:
 * GET /api/v1/organizations with the active contributors and both kinds of month statuses of a year (only
 * where the contributor shares that kind with this coalition), the search by name or EIN, and the Last
 * Update look-ups on animal_intakes / animal_services (`page[number]=0` read as the first page).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import {
  addCoalitionMember,
  addContributor,
  createCoalition,
  createIntake,
  createLocation,
  createOrganization,
  createUser,
  insertMonth,
} from '../../../test/support/factories';
import { type Session, signIn } from '../../../test/support/http';

type Doc = {
  data: { id: string; attributes: Record<string, unknown> }[];
  included?: { type: string; attributes: Record<string, unknown> }[];
  meta: { stats?: { total: { count: number } } };
};

const YEAR = 2024;

describe('data status table reads', () => {
  let t: TestApp;
  const sessions: Record<string, Session> = {};
  let coalitionId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    coalitionId = (await createCoalition(db)).id;
    const otherCoalitionId = (await createCoalition(db)).id;
    const users = {
      manager: await createUser(db),
      viewer: await createUser(db),
      unsigned: await createUser(db),
      other: await createUser(db),
    };
    await addCoalitionMember(db, users.manager.id, coalitionId, 'coalition_manager');
    await addCoalitionMember(db, users.viewer.id, coalitionId, 'coalition_viewer');
    await addCoalitionMember(db, users.unsigned.id, coalitionId, 'coalition_manager', false);
    await addCoalitionMember(db, users.other.id, otherCoalitionId, 'coalition_manager');
    const org = async (key: string, ein: string) => {
      const o = await createOrganization(db, { name: `${key} Shelter`, ein });
      ids[key] = o.id;
      return o;
    };
    await addContributor(db, coalitionId, (await org('Both', '111111111')).id);
    await addContributor(db, coalitionId, (await org('IntakeOnly', '222222222')).id, {
      communityServiceDataSharing: false,
    });
    await addContributor(db, coalitionId, (await org('Pending', '333333333')).id, { status: 'requested' });
    for (const id of Object.values(ids)) {
      await db.execute(sql`insert into organization_data_entry_statuses (organization_id, action, year, month, status)
        values (${id}, 'intake_outcome', ${YEAR}, 1, 'complete'), (${id}, 'services', ${YEAR}, 2, 'inProgress'),
          (${id}, 'intake_outcome', ${YEAR - 1}, 5, 'incomplete')`);
      const location = await createLocation(db, id, { primary: true });
      await createIntake(db, location, { year: YEAR, month: 1 });
      await insertMonth(db, {
        locationId: location.id,
        organizationId: id,
        species: 'canine',
        year: YEAR,
        month: 2,
        services: {},
      });
    }
    for (const [role, user] of Object.entries(users)) sessions[role] = await signIn(t.app, user.email);
  }, 60_000);
  afterAll(() => t.close());

  const table = async (session: Session, extra = '') => {
    const response = await session.request({
      method: 'GET',
      url: `/api/v1/organizations?page[number]=1&filter[active_coalition][eq]=${coalitionId}&filter[coalition_membership_status][eq]=active&include=data_entry_statuses,community_data_entry_statuses&stats[total]=count&sort=name&filter[data_entry_statuses.year][eq]=${YEAR}&filter[community_data_entry_statuses.year][eq]=${YEAR}${extra}`,
    });
    expect(response.statusCode).toBe(200);
    return JSON.parse(response.body) as Doc;
  };
  const statuses = (doc: Doc, type: string) =>
    (doc.included ?? [])
      .filter((r) => r.type === type)
      .map((r) => [r.attributes.organization_id, r.attributes.year, r.attributes.month, r.attributes.status]);

  it("answers the coalition's active contributors, sorted by name, with the statuses each shares", async () => {
    for (const role of ['manager', 'viewer']) {
      const doc = await table(sessions[role]!);
      expect(doc.data.map((o) => o.attributes.name)).toEqual(['Both Shelter', 'IntakeOnly Shelter']);
      expect(doc.meta.stats?.total.count).toBe(2);
      expect(statuses(doc, 'organization_data_entry_statuses')).toEqual([
        [ids.Both, YEAR, 1, 'completeServicesProvided'],
        [ids.IntakeOnly, YEAR, 1, 'completeServicesProvided'],
      ]);
      // The contributor that does not share community services data shows none (its cells read unbegun).
      expect(statuses(doc, 'organization_community_data_entry_statuses')).toEqual([
        [ids.Both, YEAR, 2, 'inProgress'],
      ]);
    }
  });

  it("shows in one coalition's table only what a contributor shares with that coalition, whatever it shares with another of the user's", async () => {
    const db = t.database.db;
    // The manager also manages a second coalition, with which IntakeOnly shares community services.
    const second = (await createCoalition(db)).id;
    const manager = await createUser(db);
    await addCoalitionMember(db, manager.id, coalitionId, 'coalition_manager');
    await addCoalitionMember(db, manager.id, second, 'coalition_manager');
    await addContributor(db, second, ids.IntakeOnly!);
    const doc = await table(await signIn(t.app, manager.email));
    expect(statuses(doc, 'organization_community_data_entry_statuses')).toEqual([
      [ids.Both, YEAR, 2, 'inProgress'],
    ]);
  });

  it('searches by name or by EIN, however the EIN is typed', async () => {
    const byEin = await table(sessions.manager!, '&filter[search]=22-2222222');
    expect(byEin.data.map((o) => o.attributes.name)).toEqual(['IntakeOnly Shelter']);
    const byName = await table(sessions.manager!, '&filter[search]=both');
    expect(byName.data.map((o) => o.attributes.name)).toEqual(['Both Shelter']);
  });

  it("shows a user without the agreement, or another coalition's, no statuses", async () => {
    for (const role of ['unsigned', 'other']) {
      const doc = await table(sessions[role]!);
      expect(statuses(doc, 'organization_data_entry_statuses'), role).toEqual([]);
      expect(statuses(doc, 'organization_community_data_entry_statuses'), role).toEqual([]);
    }
  });

  it('answers the Last Update look-ups through the privacy rule (page[number]=0 is the first page)', async () => {
    const latest = async (session: Session, path: string, organizationId: number) => {
      const response = await session.request({
        method: 'GET',
        url: `/api/v1/${path}?filter[organization_id][eq]=${organizationId}&sort=-updated_at&page[size]=1&page[number]=0`,
      });
      expect(response.statusCode).toBe(200);
      return (JSON.parse(response.body) as Doc).data;
    };
    const intake = await latest(sessions.manager!, 'animal_intakes', ids.Both!);
    expect(intake).toHaveLength(1);
    expect(typeof intake[0]!.attributes.updated_at).toBe('string');
    expect(await latest(sessions.manager!, 'animal_services', ids.Both!)).toHaveLength(1);
    expect(await latest(sessions.manager!, 'animal_intakes', ids.IntakeOnly!)).toHaveLength(1);
    // Not shared with the coalition, or not a contributor yet: nothing (the table shows N/A).
    expect(await latest(sessions.manager!, 'animal_services', ids.IntakeOnly!)).toEqual([]);
    expect(await latest(sessions.manager!, 'animal_intakes', ids.Pending!)).toEqual([]);
    expect(await latest(sessions.other!, 'animal_intakes', ids.Both!)).toEqual([]);
  });
});
