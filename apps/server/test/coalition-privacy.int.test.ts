/**
 * The privacy rule (002 §6, issue 12 item 8): a coalition's users see a contributor's data only while its
 * membership is active, only the data types it shares with that coalition, and only after they accepted the
 * data use agreement. Proved through every endpoint that answers an organization's data: the four record
 * resources (index, show, and as includes of locations), the organizations' month statuses (included) and
 * data_status, and the organization-only reads (month statuses, annual totals, balance reports, year-to-date
 * totals, entry logs, report exports), which a coalition never reads. Each condition is checked against the
 * same world in which everything is visible, so no refusal is vacuous.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coalitionMemberships,
  entryLogs,
  organizationDataEntryStatuses,
  userMemberships,
} from '../src/db/schema/index';
import { createTestApp, type TestApp } from './support/app';
import {
  addCoalitionMember,
  addContributor,
  createCoalition,
  createOrganizationWithMembers,
  createUser,
  insertMonth,
} from './support/factories';
import { type Session, signIn } from './support/http';

type Kind = 'intake_outcome' | 'services' | 'never';
type Probe = { name: string; kind: Kind; sees: (session: Session) => Promise<boolean> };

describe('coalition privacy (002 §6)', () => {
  let t: TestApp;
  let coalitionId: number;
  let organizationId: number;
  let locationId: number;
  let membershipId: number;
  let contributorManager: Session;
  let manager: Session;
  let viewer: Session;
  let unagreed: Session;
  let unagreedMembershipId: number;
  let intakeId: string;
  let serviceId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const coalition = await createCoalition(db);
    coalitionId = coalition.id;
    const world = await createOrganizationWithMembers(db);
    organizationId = world.organization.id;
    locationId = world.location.id;
    const keys = { locationId, organizationId, species: 'canine', year: 2025, month: 3 };
    await insertMonth(db, {
      ...keys,
      counts: { beginningAnimalCount: 4, endingAnimalCount: 5 },
      intakes: { adultStrayAtLargeCount: 3 },
      outcomes: { adultAdoptionCount: 2 },
      services: { adultGroomingCount: 1 },
    });
    await db.insert(organizationDataEntryStatuses).values([
      { organizationId, action: 'intake_outcome', year: 2025, month: 3, status: 'incomplete' },
      { organizationId, action: 'services', year: 2025, month: 3, status: 'inProgress' },
    ]);
    await db.insert(entryLogs).values({
      locationId,
      organizationId,
      action: 'intake_outcome',
      channel: 'manually',
      year: 2025,
      month: 3,
    });
    membershipId = (await addContributor(db, coalitionId, organizationId)).id;

    const managerUser = await createUser(db);
    await addCoalitionMember(db, managerUser.id, coalitionId, 'coalition_manager');
    const viewerUser = await createUser(db);
    await addCoalitionMember(db, viewerUser.id, coalitionId, 'coalition_viewer');
    const unagreedUser = await createUser(db);
    unagreedMembershipId = (
      await addCoalitionMember(db, unagreedUser.id, coalitionId, 'coalition_manager', false)
    ).id;
    manager = await signIn(t.app, managerUser.email);
    viewer = await signIn(t.app, viewerUser.email);
    unagreed = await signIn(t.app, unagreedUser.email);
    contributorManager = await signIn(t.app, world.manager.email);

    // Record ids read as the organization's own manager.
    const get = async (url: string) =>
      JSON.parse((await contributorManager.request({ method: 'GET', url })).body);
    intakeId = (await get(`/api/v1/animal_intakes?filter[organization_id][eq]=${organizationId}`)).data[0].id;
    serviceId = (await get(`/api/v1/animal_services?filter[organization_id][eq]=${organizationId}`)).data[0]
      .id;
  }, 60_000);
  afterAll(() => t.close());

  const json = async (session: Session, url: string) => {
    const response = await session.request({ method: 'GET', url });
    expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
    return {
      status: response.statusCode,
      body: response.statusCode === 200 ? JSON.parse(response.body) : null,
    };
  };
  const listed = (type: string) => async (session: Session) => {
    const { body } = await json(session, `/api/v1/${type}?filter[organization_id][eq]=${organizationId}`);
    return (body?.data ?? []).length > 0;
  };
  const shown = (url: () => string) => async (session: Session) =>
    (await json(session, url())).status === 200;
  const included = (url: string, type: string) => async (session: Session) => {
    const { body } = await json(session, url);
    return (body?.included ?? []).some((r: { type: string }) => r.type === type);
  };

  const PROBES: Probe[] = [
    { name: 'GET animal_intakes', kind: 'intake_outcome', sees: listed('animal_intakes') },
    { name: 'GET animal_outcomes', kind: 'intake_outcome', sees: listed('animal_outcomes') },
    { name: 'GET animal_counts', kind: 'intake_outcome', sees: listed('animal_counts') },
    {
      name: 'GET animal_intakes/:id',
      kind: 'intake_outcome',
      sees: shown(() => `/api/v1/animal_intakes/${intakeId}`),
    },
    { name: 'GET animal_services', kind: 'services', sees: listed('animal_services') },
    {
      name: 'GET animal_services/:id',
      kind: 'services',
      sees: shown(() => `/api/v1/animal_services/${serviceId}`),
    },
    {
      name: 'GET locations/:id?include=animal_intakes',
      kind: 'intake_outcome',
      sees: (s) => included(`/api/v1/locations/${locationId}?include=animal_intakes`, 'animal_intakes')(s),
    },
    {
      name: 'GET locations/:id?include=animal_services',
      kind: 'services',
      sees: (s) => included(`/api/v1/locations/${locationId}?include=animal_services`, 'animal_services')(s),
    },
    {
      name: 'GET organizations?include=data_entry_statuses',
      kind: 'intake_outcome',
      sees: (s) =>
        included(
          `/api/v1/organizations?filter[coalition_id][eq]=${coalitionId}&include=data_entry_statuses&filter[data_entry_statuses.year][eq]=2025`,
          'organization_data_entry_statuses',
        )(s),
    },
    {
      name: 'GET organizations?include=community_data_entry_statuses',
      kind: 'services',
      sees: (s) =>
        included(
          `/api/v1/organizations?filter[coalition_id][eq]=${coalitionId}&include=community_data_entry_statuses`,
          'organization_community_data_entry_statuses',
        )(s),
    },
    {
      name: 'GET organizations data_status',
      kind: 'intake_outcome',
      sees: async (s) => {
        const { body } = await json(s, `/api/v1/organizations?filter[coalition_id][eq]=${coalitionId}`);
        return (body?.data ?? []).some(
          (o: { attributes: { data_status: unknown } }) => o.attributes.data_status,
        );
      },
    },
    {
      name: 'GET data_entry_status (organization)',
      kind: 'never',
      sees: shown(
        () => `/api/v1/data_entry_status?filter[organization_id][eq]=${organizationId}&filter[year][eq]=2025`,
      ),
    },
    {
      name: 'GET data_entry_status (location)',
      kind: 'never',
      sees: shown(
        () => `/api/v1/data_entry_status?filter[location_id][eq]=${locationId}&filter[year][eq]=2025`,
      ),
    },
    {
      name: 'GET organizations/annual_intake_totals',
      kind: 'never',
      sees: shown(
        () => `/api/v1/organizations/annual_intake_totals?filter[organization_id][eq]=${organizationId}`,
      ),
    },
    {
      name: 'GET balance_reports',
      kind: 'never',
      sees: shown(
        () => `/api/v1/balance_reports?filter[location_id][eq]=${locationId}&filter[year][eq]=2025`,
      ),
    },
    {
      name: 'GET locations/:id?include=ytd_species_totals',
      kind: 'never',
      sees: (s) =>
        included(
          `/api/v1/locations/${locationId}?include=ytd_species_totals&filter[ytd_species_totals.year][eq]=2025`,
          'ytd_species_totals',
        )(s),
    },
    { name: 'GET entry_logs', kind: 'never', sees: listed('entry_logs') },
    {
      name: 'POST report_exports',
      kind: 'never',
      sees: async (s) => {
        const response = await s.request({
          method: 'POST',
          url: '/api/v1/report_exports',
          payload: {
            data: {
              type: 'report_exports',
              attributes: {
                organization_id: organizationId,
                location_id: null,
                action: 'data-entry',
                date_format: 'month',
                dates: ['01/03/2025'],
              },
            },
          },
        });
        expect(response.statusCode).toBeLessThan(500);
        return response.statusCode === 201;
      },
    },
  ];

  /** The probes' names that see data, as `session`. */
  const seen = async (session: Session) => {
    const names: string[] = [];
    for (const probe of PROBES) if (await probe.sees(session)) names.push(probe.name);
    return names;
  };
  const of = (...kinds: Kind[]) => PROBES.filter((p) => kinds.includes(p.kind)).map((p) => p.name);
  const setMembership = (values: Partial<typeof coalitionMemberships.$inferInsert>) =>
    t.database.db.update(coalitionMemberships).set(values).where(eq(coalitionMemberships.id, membershipId));
  const restore = () =>
    setMembership({
      status: 'active',
      statusActor: 'Organization',
      intakeOutcomeDataSharing: true,
      communityServiceDataSharing: true,
    });

  it('the contributor itself sees all of its data through every probe (the probes work)', async () => {
    expect(await seen(contributorManager)).toEqual(of('intake_outcome', 'services', 'never'));
  });

  it('all three conditions met: the coalition sees both shared types, never the organization-only reads', async () => {
    await restore();
    expect(await seen(manager)).toEqual(of('intake_outcome', 'services'));
    expect(await seen(viewer)).toEqual(of('intake_outcome', 'services'));
  });

  for (const [status, actor] of [
    ['requested', 'Organization'],
    ['requested', 'Coalition'],
    ['reminded', 'Coalition'],
    ['rejected', 'Organization'],
    ['rejected', 'Coalition'],
  ] as const) {
    it(`membership ${status} (${actor}): nothing, though sharing is on`, async () => {
      await restore();
      await setMembership({ status, statusActor: actor });
      expect(await seen(manager)).toEqual([]);
      expect(await seen(viewer)).toEqual([]);
    });
  }

  it('sharing intake/outcome only, then community services only', async () => {
    await restore();
    await setMembership({ communityServiceDataSharing: false });
    expect(await seen(manager)).toEqual(of('intake_outcome'));
    await setMembership({ intakeOutcomeDataSharing: false, communityServiceDataSharing: true });
    expect(await seen(manager)).toEqual(of('services'));
    await setMembership({ communityServiceDataSharing: false });
    expect(await seen(manager)).toEqual([]);
  });

  it('withdrawing sharing through the API hides the data at once', async () => {
    await restore();
    expect(await seen(manager)).toEqual(of('intake_outcome', 'services'));
    const withdrawn = await contributorManager.request({
      method: 'PATCH',
      url: `/api/v1/coalition_memberships/${membershipId}`,
      payload: {
        data: {
          id: String(membershipId),
          type: 'coalition_memberships',
          attributes: { intake_outcome_data_sharing: false },
        },
      },
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(await seen(manager)).toEqual(of('services'));
    const viaRoute = await contributorManager.request({
      method: 'POST',
      url: '/api/v1/coalition_memberships/update_sharing',
      payload: {
        data: {
          attributes: {
            org_id: organizationId,
            coalition_id: coalitionId,
            state: false,
            type: 'community_service',
          },
        },
      },
    });
    expect(viaRoute.statusCode).toBe(200);
    expect(await seen(manager)).toEqual([]);
  });

  it('removal by the coalition and leaving hide the data at once', async () => {
    await restore();
    const removed = await manager.request({
      method: 'PATCH',
      url: `/api/v1/coalition_memberships/${membershipId}`,
      payload: {
        data: {
          id: String(membershipId),
          type: 'coalition_memberships',
          attributes: { status: 'rejected', status_actor: 'Organization' },
        },
      },
    });
    expect(removed.statusCode).toBe(200);
    expect(await seen(manager)).toEqual([]);

    await restore();
    expect(await seen(manager)).toEqual(of('intake_outcome', 'services'));
    const left = await contributorManager.request({
      method: 'DELETE',
      url: `/api/v1/coalition_memberships/${membershipId}`,
    });
    expect(left.statusCode).toBe(200);
    expect(await seen(manager)).toEqual([]);
    membershipId = (await addContributor(t.database.db, coalitionId, organizationId)).id;
  });

  it('a coalition user who has not accepted the data use agreement sees nothing, then everything shared once they do', async () => {
    await restore();
    expect(await seen(unagreed)).toEqual([]);
    await t.database.db
      .update(userMemberships)
      .set({ dataUseAgreement: true })
      .where(eq(userMemberships.id, unagreedMembershipId));
    expect(await seen(unagreed)).toEqual(of('intake_outcome', 'services'));
  });

  it('a user of another coalition sees nothing of this contributor', async () => {
    await restore();
    const other = await createCoalition(t.database.db);
    const user = await createUser(t.database.db);
    await addCoalitionMember(t.database.db, user.id, other.id, 'coalition_manager');
    expect(await seen(await signIn(t.app, user.email))).toEqual([]);
  });
});
