/**
 * Coalition Analytics (002 §2.9): GET /api/v1/coalition_analytics against records inserted here, the figures
 * computed by hand; through the privacy rule (active membership, intake/outcome shared, agreement accepted).
 */
import { AGE_GROUP_KEYS } from '@sac/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import {
  addCoalitionMember,
  addContributor,
  addOrganizationMember,
  createCoalition,
  createLocation,
  createOrganization,
  insertMonth,
} from '../../../test/support/factories';
import type { Session } from '../../../test/support/http';
import { signInNewUser } from '../../../test/support/sessions';
import { coalitionMemberships, organizationDataEntryStatuses } from '../../db/schema/index';
import type { CoalitionAnalytics } from './coalition-analytics';

type Doc = {
  data: { id: string; type: string; attributes: CoalitionAnalytics };
  errors?: Array<{ detail: string; source?: { parameter?: string } }>;
};

const age = AGE_GROUP_KEYS[0]!;
const STRAY = `${age}StrayAtLargeCount`;
const ADOPTION = `${age}AdoptionCount`;
const EUTHANASIA = `${age}ShelterEuthanasiaCount`;

describe('coalition analytics', () => {
  let t: TestApp;
  let manager: Session;
  let viewer: Session;
  let admin: Session;
  let pendingViewer: Session;
  let contributorManager: Session;
  let otherManager: Session;
  let coalitionId: number;
  const orgs = { a: 0, b: 0, unshared: 0, pending: 0, elsewhere: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const coalition = await createCoalition(db);
    const other = await createCoalition(db);
    coalitionId = coalition.id;
    const memberships = {
      a: {},
      b: { communityServiceDataSharing: false },
      unshared: { intakeOutcomeDataSharing: false },
      pending: { status: 'requested' },
      elsewhere: {},
    };
    const locations: Record<string, { id: number; organizationId: number }> = {};
    for (const key of Object.keys(orgs) as (keyof typeof orgs)[]) {
      const organization = await createOrganization(db, { name: `Org ${key}` });
      orgs[key] = organization.id;
      await addContributor(
        db,
        key === 'elsewhere' ? other.id : coalition.id,
        organization.id,
        memberships[key],
      );
      locations[key] = await createLocation(db, organization.id, { primary: true });
    }
    const month = async (
      key: keyof typeof orgs,
      species: string,
      year: number,
      m: number,
      intakes: number,
      adoptions?: number,
      euthanasias?: number,
    ) =>
      insertMonth(db, {
        locationId: locations[key]!.id,
        organizationId: orgs[key],
        species,
        year,
        month: m,
        intakes: { [STRAY]: intakes },
        ...(adoptions === undefined
          ? {}
          : { outcomes: { [ADOPTION]: adoptions, [EUTHANASIA]: euthanasias ?? 0 } }),
      });
    await month('a', 'canine', 2024, 1, 10, 6, 2);
    await month('a', 'feline', 2024, 2, 4, 3);
    await month('a', 'canine', 2023, 12, 500, 500, 0); // before the period
    await month('b', 'canine', 2024, 1, 5, 1, 1);
    await month('b', 'canine', 2024, 3, 7);
    await month('unshared', 'canine', 2024, 1, 1000, 1000, 0);
    await month('pending', 'canine', 2024, 1, 1000, 0, 1000);
    await month('elsewhere', 'canine', 2024, 2, 1000, 1000, 0);

    const status = (key: keyof typeof orgs, m: number, value: string, action = 'intake_outcome') => ({
      organizationId: orgs[key],
      action,
      year: 2024,
      month: m,
      status: value,
    });
    await db
      .insert(organizationDataEntryStatuses)
      .values([
        status('a', 1, 'complete'),
        status('a', 2, 'complete'),
        status('a', 3, 'complete', 'services'),
        status('b', 1, 'complete'),
        status('b', 2, 'incomplete'),
        status('unshared', 1, 'complete'),
        status('pending', 1, 'complete'),
        status('elsewhere', 2, 'complete'),
      ]);

    manager = await signInNewUser(t, (id) => addCoalitionMember(db, id, coalition.id, 'coalition_manager'));
    viewer = await signInNewUser(t, (id) => addCoalitionMember(db, id, coalition.id, 'coalition_viewer'));
    pendingViewer = await signInNewUser(t, (id) =>
      addCoalitionMember(db, id, coalition.id, 'coalition_viewer', false),
    );
    contributorManager = await signInNewUser(t, (id) => addOrganizationMember(db, id, orgs.a));
    otherManager = await signInNewUser(t, (id) => addCoalitionMember(db, id, other.id, 'coalition_manager'));
    admin = await signInNewUser(t, undefined, true);
  }, 120_000);
  afterAll(() => t.close());

  const url = (from = '2024-01', to = '2024-03', id: number | string = coalitionId) =>
    `/api/v1/coalition_analytics?filter[coalition_id][eq]=${id}&filter[from][eq]=${from}&filter[to][eq]=${to}`;

  async function read(session: Session, from?: string, to?: string) {
    const response = await session.request({ method: 'GET', url: url(from, to) });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Doc).data.attributes;
  }

  it('sums intakes and outcomes by month and species, with the live-release and reporting rates', async () => {
    const a = await read(manager);
    expect(a.contributor_count).toBe(2);
    expect(a.from).toBe('2024-01');
    expect(a.to).toBe('2024-03');
    expect(a.months).toEqual([
      {
        month: '2024-01',
        intakes: 15,
        outcomes: 10,
        live_outcomes: 7,
        live_release_rate: 0.7,
        complete_contributors: 2,
        reporting_rate: 1,
      },
      {
        month: '2024-02',
        intakes: 4,
        outcomes: 3,
        live_outcomes: 3,
        live_release_rate: 1,
        complete_contributors: 1,
        reporting_rate: 0.5,
      },
      {
        month: '2024-03',
        intakes: 7,
        outcomes: 0,
        live_outcomes: 0,
        live_release_rate: null,
        complete_contributors: 0,
        reporting_rate: 0,
      },
    ]);
    expect(a.species_months).toEqual([
      { month: '2024-01', species: 'canine', intakes: 15, outcomes: 10, live_outcomes: 7 },
      { month: '2024-02', species: 'feline', intakes: 4, outcomes: 3, live_outcomes: 3 },
      { month: '2024-03', species: 'canine', intakes: 7, outcomes: 0, live_outcomes: 0 },
    ]);
  });

  it('compares each sharing contributor with the coalition median, leaving unshared and pending ones out', async () => {
    const a = await read(viewer);
    expect(a.contributors).toEqual([
      {
        organization_id: orgs.a,
        name: 'Org a',
        intakes: 14,
        outcomes: 11,
        live_outcomes: 9,
        live_release_rate: 9 / 11,
      },
      {
        organization_id: orgs.b,
        name: 'Org b',
        intakes: 12,
        outcomes: 2,
        live_outcomes: 1,
        live_release_rate: 0.5,
      },
    ]);
    expect(a.median.intakes).toBe(13);
    expect(a.median.live_release_rate).toBeCloseTo((9 / 11 + 0.5) / 2, 10);
  });

  it('lists every month of the period, zero when nothing was shared', async () => {
    const a = await read(admin, '2022-01', '2022-12');
    expect(a.months).toHaveLength(12);
    expect(a.months.every((m) => m.intakes === 0 && m.live_release_rate === null)).toBe(true);
    expect(a.species_months).toEqual([]);
    expect(a.contributors.map((c) => c.intakes)).toEqual([0, 0]);
  });

  it('refuses everyone but the coalition users whose agreement counts and admins', async () => {
    for (const session of [pendingViewer, contributorManager, otherManager]) {
      const response = await session.request({ method: 'GET', url: url() });
      expect(response.statusCode, response.body).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: url() })).statusCode).toBe(401);
    for (const session of [manager, admin]) {
      const response = await session.request({ method: 'GET', url: url('2024-01', '2024-03', 99_999_999) });
      expect(response.statusCode).toBe(404);
    }
  });

  it('answers hostile parameters with a 400 naming the parameter', async () => {
    const base = `/api/v1/coalition_analytics?filter[coalition_id][eq]=${coalitionId}`;
    const cases: [string, string][] = [
      [url('abc'), 'filter[from][eq]'],
      [url('2024-13'), 'filter[from][eq]'],
      [url('2024-1'), 'filter[from][eq]'],
      [url("2024-01' or 1=1 --"), 'filter[from][eq]'],
      [url('1899-12', '1900-01'), 'filter[from][eq]'],
      [url('2024-01', '2999-01'), 'filter[to][eq]'],
      [url('2024-05', '2024-04'), 'filter[from][eq]'],
      [url('2013-01', '2024-01'), 'filter[from][eq]'],
      [url('2024-01', '2024-03', '1;drop table x'), 'filter[coalition_id][eq]'],
      [url('2024-01', '2024-03', '99999999999'), 'filter[coalition_id][eq]'],
      [`${base}&filter[to][eq]=2024-03`, 'filter[from][eq]'],
      [`${base}&filter[from][eq]=2024-01`, 'filter[to][eq]'],
      [`${url()}&filter[species][eq]=canine`, 'filter[species][eq]'],
      [`${url()}&filter[from][gt]=2024-01`, 'filter[from][gt]'],
    ];
    for (const [address, parameter] of cases) {
      const response = await manager.request({ method: 'GET', url: address });
      expect(response.statusCode, address).toBe(400);
      expect(
        (response.json() as Doc).errors?.map((e) => e.source?.parameter),
        address,
      ).toContain(parameter);
    }
  });

  it('accepts ten years exactly', async () => {
    const a = await read(manager, '2015-01', '2024-12');
    expect(a.months).toHaveLength(120);
    expect(a.months.reduce((sum, m) => sum + m.intakes, 0)).toBe(500 + 15 + 4 + 7);
  });

  it('drops a contributor at once when it withdraws sharing', async () => {
    await t.database.db
      .update(coalitionMemberships)
      .set({ intakeOutcomeDataSharing: false })
      .where(
        and(
          eq(coalitionMemberships.coalitionId, coalitionId),
          eq(coalitionMemberships.organizationId, orgs.b),
        ),
      );
    const a = await read(manager);
    expect(a.contributor_count).toBe(1);
    expect(a.contributors.map((c) => c.organization_id)).toEqual([orgs.a]);
    expect(a.months.map((m) => [m.intakes, m.reporting_rate])).toEqual([
      [10, 1],
      [4, 1],
      [0, 0],
    ]);
  });
});
