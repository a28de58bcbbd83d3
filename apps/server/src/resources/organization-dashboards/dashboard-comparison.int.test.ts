/**
 * The Comparison dashboard (issue 15): GET /api/v1/dashboard_comparison against organizations inserted here,
 * over 2024. In Colorado, six searchable shelters of the home organization's type and intake band are its
 * peers, with known values, so that their quartiles are computed by hand (percentile_cont, type 7); beside
 * them, organizations that must be left out (not searchable, another state, type or band, archived). In New
 * Mexico five peers of which four reported outcomes; in Utah only four peers.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import {
  addOrganizationMember,
  createLocation,
  createOrganization,
  insertMonth,
} from '../../../test/support/factories';
import { jsonApi, type Session } from '../../../test/support/http';
import { signInNewUser } from '../../../test/support/sessions';
import { animalIntakes, organizationDataEntryStatuses } from '../../db/schema/index';
import { recordMonthsSql, writeOrganizationMonthSumsSql } from '../../month-statuses/organization-month-sums';
import type { ComparisonFigure, DashboardComparison } from './dashboard-comparison';

type Doc = { data: { attributes: DashboardComparison }; errors?: Array<{ source?: { parameter?: string } }> };

const SHELTER = 'Shelter without a Government Contract';

type Shape = {
  state?: string;
  type?: string;
  searchable?: boolean;
  archived?: boolean;
  /** January 2024 intakes: stray, relinquished. */
  intakes?: [number, number];
  /** January 2024 outcomes by count field. */
  outcomes?: Record<string, number>;
  /** Months of 2024 whose intake/outcome status is complete (January onwards). */
  completeMonths?: number;
};

describe('dashboard comparison', () => {
  let t: TestApp;
  let manager: Session;
  let outsider: Session;
  let admin: Session;
  /** Colorado's six peers, in order. */
  const coloradoPeers: number[] = [];
  const homes: Record<'colorado' | 'newMexico' | 'utah', number> = { colorado: 0, newMexico: 0, utah: 0 };

  beforeAll(async () => {
    t = await createTestApp(); // the clock reads 2025-06-15
    const db = t.database.db;
    const organization = async (shape: Shape) => {
      const o = await createOrganization(db, {
        organizationType: shape.type ?? SHELTER,
        searchableOptIn: shape.searchable ?? true,
        archivedAt: shape.archived ? new Date('2025-01-01T00:00:00Z') : null,
      });
      const location = await createLocation(db, o.id, { primary: true, usState: shape.state ?? 'CO' });
      const [stray, relinquished] = shape.intakes ?? [0, 0];
      await insertMonth(db, {
        locationId: location.id,
        organizationId: o.id,
        species: 'canine',
        year: 2024,
        month: 1,
        intakes: { adultStrayAtLargeCount: stray, adultRelinquishedByOwnerCount: relinquished },
        ...(shape.outcomes ? { outcomes: shape.outcomes } : {}),
      });
      const months = Array.from({ length: shape.completeMonths ?? 0 }, (_, m) => m + 1);
      if (months.length > 0) {
        await db.insert(organizationDataEntryStatuses).values(
          months.map((month) => ({
            organizationId: o.id,
            action: 'intake_outcome',
            year: 2024,
            month,
            status: 'complete',
          })),
        );
      }
      return o.id;
    };
    const peerOutcomes = (i: number) => ({
      adultAdoptionCount: 50 + 10 * i,
      adultShelterEuthanasiaCount: 50 - 10 * i,
    });

    // Colorado: 300 intakes in 2024 (band 100–499); outcomes 150 adoptions, 30 returned to owner, 20
    // transferred in-state, 50 euthanized; six months complete (and one of 2023, outside the period).
    homes.colorado = await organization({
      intakes: [200, 100],
      outcomes: {
        adultAdoptionCount: 150,
        adultReturnedToOwnerCount: 30,
        adultTransferredInstateToAnotherAgencyCount: 20,
        adultShelterEuthanasiaCount: 50,
      },
      completeMonths: 6,
    });
    await db.insert(organizationDataEntryStatuses).values([
      { organizationId: homes.colorado, action: 'intake_outcome', year: 2023, month: 12, status: 'complete' },
      {
        organizationId: homes.colorado,
        action: 'intake_outcome',
        year: 2024,
        month: 7,
        status: 'incomplete',
      },
      { organizationId: homes.colorado, action: 'services', year: 2024, month: 8, status: 'complete' },
    ]);
    // Peer i (0–5): 200 intakes, 100 + 10i of them stray; 100 outcomes, 50 + 10i adoptions; i + 1 months complete.
    for (let i = 0; i < 6; i += 1) {
      const peer = await organization({
        intakes: [100 + 10 * i, 100 - 10 * i],
        outcomes: peerOutcomes(i),
        completeMonths: i + 1,
      });
      coloradoPeers.push(peer);
    }
    // Left out: each would bring extreme values (no stray intakes, no live outcome, no complete month).
    const outlier = { intakes: [0, 200] as [number, number], outcomes: { adultShelterEuthanasiaCount: 100 } };
    await organization({ ...outlier, searchable: false });
    await organization({ ...outlier, state: 'TX' });
    await organization({ ...outlier, type: 'Government Animal Services' });
    await organization({ ...outlier, intakes: [0, 3000] }); // band 2,000–4,999
    await organization({ ...outlier, archived: true });

    // New Mexico: five peers, the last one without outcomes.
    homes.newMexico = await organization({ state: 'NM', intakes: [50, 50], outcomes: peerOutcomes(0) });
    for (let i = 0; i < 5; i += 1) {
      await organization({
        state: 'NM',
        intakes: [20 * i, 100 - 20 * i],
        ...(i < 4 ? { outcomes: peerOutcomes(i) } : {}),
      });
    }

    // Utah: four peers.
    homes.utah = await organization({ state: 'UT', intakes: [50, 50], outcomes: peerOutcomes(0) });
    for (let i = 0; i < 4; i += 1) {
      await organization({ state: 'UT', intakes: [50, 50], outcomes: peerOutcomes(i), completeMonths: 12 });
    }

    // The read model as the status refresh keeps it: the records and statuses above were written directly.
    await db.execute(
      sql.raw(`with months as (${recordMonthsSql('select id from organizations')}
        union select organization_id, year, month from organization_data_entry_statuses)
        ${writeOrganizationMonthSumsSql('months')}`),
    );

    admin = await signInNewUser(t, undefined, true);
    manager = await signInNewUser(t, async (id) => {
      for (const home of Object.values(homes)) await addOrganizationMember(db, id, home);
    });
    const other = await createOrganization(db);
    outsider = await signInNewUser(t, (id) => addOrganizationMember(db, id, other.id));
  }, 120_000);
  afterAll(() => t.close());

  const url = (params: Record<string, string | number>) =>
    `/api/v1/dashboard_comparison?${Object.entries({ from: '2024-01', to: '2024-12', ...params })
      .map(([name, value]) => `filter[${name}][eq]=${value}`)
      .join('&')}`;
  async function read(organizationId: number) {
    const response = await manager.request({ method: 'GET', url: url({ organization_id: organizationId }) });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Doc).data.attributes;
  }
  const figure = (comparison: DashboardComparison, metric: string, category: string | null = null) =>
    comparison.metrics.find((m) => m.metric === metric && m.category === category)!;
  const expectFigure = (actual: ComparisonFigure, expected: [number, number, number, number, number]) => {
    const [value, peers, q1, median, q3] = expected;
    expect(actual.value).toBeCloseTo(value, 10);
    expect(actual.peer_count).toBe(peers);
    expect(actual.peer_q1).toBeCloseTo(q1, 10);
    expect(actual.peer_median).toBeCloseTo(median, 10);
    expect(actual.peer_q3).toBeCloseTo(q3, 10);
  };

  it('describes the peer group: state, type and intake band, and the number of peers', async () => {
    const comparison = await read(homes.colorado);
    expect(comparison).toMatchObject({
      from: '2024-01',
      to: '2024-12',
      months: 12,
      peer_group: {
        organization_type: SHELTER,
        us_state: 'CO',
        province_or_territory: null,
        intake_band: '100_499',
        annual_intake: 300,
      },
      peer_count: 6,
      min_peers: 5,
      comparable: true,
    });
  });

  it('gives the organization’s value beside the peers’ quartiles, leaving out organizations not alike', async () => {
    const comparison = await read(homes.colorado);
    // Stray shares 0.50, 0.55, … 0.75: type 7 quartiles at ranks 1.25, 2.5 and 3.75 (from 0).
    expectFigure(figure(comparison, 'intake_share', 'StrayAtLarge'), [200 / 300, 6, 0.5625, 0.625, 0.6875]);
    expectFigure(figure(comparison, 'intake_share', 'RelinquishedByOwner'), [
      100 / 300,
      6,
      0.3125,
      0.375,
      0.4375,
    ]);
    expectFigure(figure(comparison, 'intake_share', 'SeizedOrImpounded'), [0, 6, 0, 0, 0]);
    // Live-release rates 0.5 … 1.0.
    expectFigure(figure(comparison, 'live_release_rate'), [0.8, 6, 0.625, 0.75, 0.875]);
    expectFigure(figure(comparison, 'return_to_owner_rate'), [0.12, 6, 0, 0, 0]);
    expectFigure(figure(comparison, 'transfer_share'), [0.08, 6, 0, 0, 0]);
    // 1 … 6 complete months of 12; the home's 2023 month, incomplete month and services month do not count.
    expectFigure(figure(comparison, 'reporting_completeness'), [0.5, 6, 2.25 / 12, 3.5 / 12, 4.75 / 12]);
    // No legacy category in a period after March 2021.
    expect(comparison.metrics.some((m) => m.category === 'LegacyTransferredInFromAgency')).toBe(false);
    // Nothing names or identifies a peer.
    expect(Object.keys(figure(comparison, 'live_release_rate')).sort()).toEqual(
      ['category', 'metric', 'peer_count', 'peer_median', 'peer_q1', 'peer_q3', 'value'].sort(),
    );
  });

  it('gives no peer figures for a metric fewer than 5 peers have a value of', async () => {
    const comparison = await read(homes.newMexico);
    expect(comparison).toMatchObject({ peer_count: 5, comparable: true });
    // Stray shares 0, 0.2, 0.4, 0.6, 0.8.
    expectFigure(figure(comparison, 'intake_share', 'StrayAtLarge'), [0.5, 5, 0.2, 0.4, 0.6]);
    expect(figure(comparison, 'live_release_rate')).toEqual({
      metric: 'live_release_rate',
      category: null,
      value: 0.5,
      peer_count: 4,
      peer_q1: null,
      peer_median: null,
      peer_q3: null,
    });
  });

  it('refuses a comparison with fewer than 5 peers, with the flag', async () => {
    const comparison = await read(homes.utah);
    expect(comparison).toMatchObject({ peer_count: 4, comparable: false });
    for (const metric of comparison.metrics) {
      expect(metric.value, metric.metric).not.toBeUndefined();
      expect([metric.peer_q1, metric.peer_median, metric.peer_q3], metric.metric).toEqual([null, null, null]);
    }
  });

  it('changes as soon as a peer saves through the API: its sums and the group’s cached measures', async () => {
    const strayQ1 = async () => figure(await read(homes.colorado), 'intake_share', 'StrayAtLarge').peer_q1;
    expect(await strayQ1()).toBeCloseTo(0.5625, 10);
    // The first peer's January: 100 stray of 200 becomes 190 of 290 (0.655…), now the second lowest share.
    const [record] = await t.database.db
      .select({ id: animalIntakes.id })
      .from(animalIntakes)
      .where(eq(animalIntakes.organizationId, coloradoPeers[0]!));
    const saved = await admin.request({
      method: 'PATCH',
      url: `/api/v1/animal_intakes/${record!.id}`,
      payload: jsonApi('animal_intakes', { adult_stray_at_large_count: 190 }, record!.id),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Shares 0.55, 0.60, 0.65, 190/290, 0.70, 0.75: the first quartile at rank 1.25 is 0.6125.
    expect(await strayQ1()).toBeCloseTo(0.6125, 10);
  });

  it('answers a 404 outside the organization and a 400 naming a bad filter', async () => {
    const outside = await outsider.request({ method: 'GET', url: url({ organization_id: homes.colorado }) });
    expect(outside.statusCode).toBe(404);
    const bad = await manager.request({
      method: 'GET',
      url: url({ organization_id: homes.colorado, from: '2024-13' }),
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as Doc).errors?.[0]?.source?.parameter).toBe('filter[from][eq]');
    const late = await manager.request({
      method: 'GET',
      url: url({ organization_id: homes.colorado, to: '2025-07' }),
    });
    expect(late.statusCode).toBe(400);
    expect((late.json() as Doc).errors?.[0]?.source?.parameter).toBe('filter[to][eq]');
  });
});
