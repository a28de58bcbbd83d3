/**
 * The totals dashboards (issue 15): GET /api/v1/dashboard_totals against records inserted here, the sums
 * computed by hand, and against the organization's data report (readReportSums) for the same year.
 */
import { AGE_GROUP_KEYS } from '@sac/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import {
  addOrganizationMember,
  createLocation,
  createOrganization,
  insertMonth,
} from '../../../test/support/factories';
import type { Session } from '../../../test/support/http';
import { signInNewUser } from '../../../test/support/sessions';
import { animalIntakes } from '../../db/schema/index';
import { readReportSums } from '../../reports/pdf/report-data';
import { clearDashboardCache } from './dashboard-cache';
import type { DashboardTotals } from './dashboard-totals';

type Doc = {
  data: { id: string; type: string; attributes: DashboardTotals };
  errors?: Array<{ detail: string; source?: { parameter?: string } }>;
};

const [ADULT, YOUNG] = AGE_GROUP_KEYS;

describe('dashboard totals', () => {
  let t: TestApp;
  let manager: Session;
  let admin: Session;
  let outsider: Session;
  let organizationId: number;
  let main: { id: number };
  let second: { id: number };
  let otherLocation: { id: number };

  beforeAll(async () => {
    t = await createTestApp(); // the clock reads 2025-06-15
    const db = t.database.db;
    const organization = await createOrganization(db, { name: 'Totals Shelter' });
    organizationId = organization.id;
    main = await createLocation(db, organizationId, { primary: true });
    second = await createLocation(db, organizationId);
    const other = await createOrganization(db, { name: 'Elsewhere' });
    otherLocation = await createLocation(db, other.id, { primary: true });
    const month = (
      location: { id: number },
      org: number,
      species: string,
      year: number,
      m: number,
      records: Parameters<typeof insertMonth>[1] extends infer R ? Partial<R> : never,
    ) =>
      insertMonth(db, { locationId: location.id, organizationId: org, species, year, month: m, ...records });

    // 2025-01..03 and the same months of 2024; stray intakes, adoptions and one service.
    await month(main, organizationId, 'canine', 2025, 1, {
      intakes: { [`${ADULT}StrayAtLargeCount`]: 10, [`${YOUNG}StrayAtLargeCount`]: 4 },
      outcomes: { [`${ADULT}AdoptionCount`]: 7 },
      counts: { beginningAnimalCountInCare: 500 }, // a stock, never a total
      services: { [`${ADULT}PetFoodCount`]: 30 },
    });
    await month(second, organizationId, 'canine', 2025, 3, {
      intakes: { [`${ADULT}StrayAtLargeCount`]: 5 },
    });
    await month(main, organizationId, 'feline', 2025, 2, {
      intakes: { [`${ADULT}RelinquishedByOwnerCount`]: 6 },
    });
    await month(main, organizationId, 'canine', 2024, 2, {
      intakes: { [`${ADULT}StrayAtLargeCount`]: 12 },
      services: { [`${ADULT}PetFoodCount`]: 20 },
    });
    await month(main, organizationId, 'canine', 2024, 4, {
      intakes: { [`${ADULT}StrayAtLargeCount`]: 1000 }, // outside both periods
    });
    await month(otherLocation, other.id, 'canine', 2025, 1, {
      intakes: { [`${ADULT}StrayAtLargeCount`]: 1000 }, // another organization
    });

    manager = await signInNewUser(t, (id) => addOrganizationMember(db, id, organizationId));
    outsider = await signInNewUser(t, (id) => addOrganizationMember(db, id, other.id));
    admin = await signInNewUser(t, undefined, true);
  }, 120_000);
  afterAll(() => t.close());

  const url = (params: Record<string, string | number>) =>
    `/api/v1/dashboard_totals?${Object.entries({
      organization_id: organizationId,
      action: 'intake_outcome',
      from: '2025-01',
      to: '2025-03',
      ...params,
    })
      .map(([name, value]) => `filter[${name}][eq]=${value}`)
      .join('&')}`;

  async function read(session: Session, params: Record<string, string | number> = {}) {
    const response = await session.request({ method: 'GET', url: url(params) });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Doc).data.attributes;
  }
  const cell = (totals: DashboardTotals, category: string, species: string, age: string) =>
    totals.cells.find((c) => c.category === category && c.species === species && c.age_group === age);

  it('sums each category, species and age group over the period and the same months a year before', async () => {
    const totals = await read(manager);
    expect(totals).toMatchObject({
      from: '2025-01',
      to: '2025-03',
      previous_from: '2024-01',
      previous_to: '2024-03',
      location_id: null,
      species: null,
      months_reported: 3,
      previous_months_reported: 1,
    });
    expect(cell(totals, 'StrayAtLarge', 'canine', ADULT!)).toEqual({
      category: 'StrayAtLarge',
      species: 'canine',
      age_group: ADULT,
      total: 15, // 10 at the main location + 5 at the second
      previous_total: 12,
    });
    expect(cell(totals, 'StrayAtLarge', 'canine', YOUNG!)).toMatchObject({ total: 4, previous_total: 0 });
    expect(cell(totals, 'Adoption', 'canine', ADULT!)).toMatchObject({ total: 7, previous_total: 0 });
    expect(cell(totals, 'RelinquishedByOwner', 'feline', ADULT!)).toMatchObject({ total: 6 });
    // Intake categories come before outcome categories; no stock and no service is a total here.
    const categories = [...new Set(totals.cells.map((c) => c.category))];
    expect(categories.indexOf('StrayAtLarge')).toBeLessThan(categories.indexOf('Adoption'));
    expect(categories).not.toContain('PetFood');
  });

  it('counts a month in both periods when a period longer than a year overlaps the one before', async () => {
    // 2024-02..2025-03 against 2023-02..2024-03: 2024-02 (12 strays) is in both, 2024-04 (1,000) only in this one.
    const totals = await read(manager, { from: '2024-02' });
    expect(totals).toMatchObject({ previous_from: '2023-02', previous_to: '2024-03' });
    expect(cell(totals, 'StrayAtLarge', 'canine', ADULT!)).toMatchObject({
      total: 12 + 1000 + 10 + 5,
      previous_total: 12,
    });
    expect([totals.months_reported, totals.previous_months_reported]).toEqual([5, 1]);
  });

  it('reads one location or one species when asked', async () => {
    const second_ = await read(manager, { location_id: second.id });
    expect(cell(second_, 'StrayAtLarge', 'canine', ADULT!)).toMatchObject({ total: 5, previous_total: 0 });
    expect(second_.months_reported).toBe(1);
    const felines = await read(manager, { species: 'feline' });
    expect(felines.cells.every((c) => c.species === 'feline')).toBe(true);
    expect(cell(felines, 'RelinquishedByOwner', 'feline', ADULT!)).toMatchObject({ total: 6 });
  });

  it('reads the community services', async () => {
    const totals = await read(manager, { action: 'services' });
    expect(cell(totals, 'PetFood', 'canine', ADULT!)).toMatchObject({ total: 30, previous_total: 20 });
    expect(totals.cells.some((c) => c.category === 'StrayAtLarge')).toBe(false);
  });

  it('shows the numbers of the data report of the same year', async () => {
    const totals = await read(manager, { from: '2025-01', to: '2025-06' });
    const report = await readReportSums(
      t.database,
      'intake_outcome',
      { organizationId, periods: [{ year: 2025 }] },
      false,
    );
    const canine = report.get('2025')!.get('canine')!.values;
    for (const age of [ADULT!, YOUNG!]) {
      const field = `${age}StrayAtLargeCount`;
      expect(cell(totals, 'StrayAtLarge', 'canine', age)?.total ?? 0).toBe(canine[field] ?? 0);
    }
  });

  it('lets an administrator read any organization, and no one outside it', async () => {
    expect(cell(await read(admin), 'StrayAtLarge', 'canine', ADULT!)?.total).toBe(15);
    const refused = await outsider.request({ method: 'GET', url: url({}) });
    expect(refused.statusCode).toBe(404);
  });

  it('answers from its cache until a save changes the organization’s records', async () => {
    clearDashboardCache(t.database.db);
    const stray = async () => cell(await read(manager), 'StrayAtLarge', 'canine', ADULT!)?.total;
    expect(await stray()).toBe(15);
    const [record] = await t.database.db
      .select({ id: animalIntakes.id })
      .from(animalIntakes)
      .where(
        and(
          eq(animalIntakes.locationId, second.id),
          eq(animalIntakes.yearOfRecord, 2025),
          eq(animalIntakes.monthOfRecord, 3),
        ),
      );
    // A write behind the API's back (no save, no upload) is not seen: the answer is the cached one.
    await t.database.db
      .update(animalIntakes)
      .set({ [`${ADULT}StrayAtLargeCount`]: 6 } as never)
      .where(eq(animalIntakes.id, record!.id));
    expect(await stray()).toBe(15);
    // A save through the API bumps the organization's records version: the next read computes afresh.
    const saved = await manager.request({
      method: 'PATCH',
      url: `/api/v1/animal_intakes/${record!.id}`,
      payload: {
        data: {
          id: String(record!.id),
          type: 'animal_intakes',
          attributes: { adult_stray_at_large_count: 8 },
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await stray()).toBe(18); // 10 + 8
  });

  it('refuses a bad period, action, species or location, naming the filter', async () => {
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ to: '2025-07' }, 'filter[to][eq]'], // after the current month (June 2025)
      [{ from: '2025-04', to: '2025-03' }, 'filter[from][eq]'],
      [{ from: '2015-01', to: '2025-03' }, 'filter[from][eq]'], // more than ten years
      [{ from: '2025-13' }, 'filter[from][eq]'],
      [{ action: 'everything' }, 'filter[action][eq]'],
      [{ species: 'dragon' }, 'filter[species][eq]'],
      [{ location_id: otherLocation.id }, 'filter[location_id][eq]'],
      [{ organization_id: 'x' }, 'filter[organization_id][eq]'],
    ];
    for (const [params, parameter] of cases) {
      const response = await manager.request({ method: 'GET', url: url(params) });
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      expect((response.json() as Doc).errors?.[0]?.source?.parameter).toBe(parameter);
    }
  });
});
