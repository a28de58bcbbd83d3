/**
 * The Rehome dashboard (issue 15): GET /api/v1/dashboard_rehome against records inserted here, the sums
 * computed by hand: organizations sharing an EIN, another EIN left out, a Canadian business number, the tax
 * id typed with or without its dash, who reads which organization, and the filters refused.
 */
import { AGE_GROUP_KEYS } from '@sac/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import {
  addOrganizationMember,
  createLocation,
  createOrganization,
  createUser,
  insertMonth,
} from '../../../test/support/factories';
import { type Session, signIn } from '../../../test/support/http';
import { animalIntakes, organizations } from '../../db/schema/index';
import type { DashboardRehome } from './dashboard-rehome';

type Doc = {
  data: { id: string; type: string; attributes: DashboardRehome };
  errors?: Array<{ detail: string; source?: { parameter?: string } }>;
};

const [ADULT, YOUNG] = AGE_GROUP_KEYS;
const SHARED_EIN = '271828182';
const OTHER_EIN = '314159265';
const BUSINESS_NUMBER = '123456789';

describe('dashboard rehome', () => {
  let t: TestApp;
  let memberOfBoth: Session;
  let memberOfNorth: Session;
  let admin: Session;
  let outsider: Session;
  let canadian: Session;
  let north: { id: number };
  let south: { id: number };

  beforeAll(async () => {
    t = await createTestApp(); // the clock reads 2025-06-15
    const db = t.database.db;
    north = await createOrganization(db, { name: 'North Shelter', ein: SHARED_EIN });
    south = await createOrganization(db, { name: 'South Shelter', ein: SHARED_EIN });
    const other = await createOrganization(db, { name: 'Other Shelter', ein: OTHER_EIN });
    const archived = await createOrganization(db, {
      name: 'Closed Shelter',
      ein: SHARED_EIN,
      archivedAt: new Date('2024-01-01T00:00:00Z'),
    });
    const maple = await createOrganization(db, {
      name: 'Maple Rescue',
      country: 'Canada',
      ein: null,
      businessNumber: BUSINESS_NUMBER,
    });
    // A US organization whose EIN has the Canadian business number's digits: a business number reads only
    // organizations outside the United States, an EIN only those in it.
    const lookalike = await createOrganization(db, {
      name: 'Lookalike',
      ein: null,
      businessNumber: SHARED_EIN,
    });

    const month = async (
      organization: { id: number },
      species: string,
      year: number,
      m: number,
      records: Parameters<typeof insertMonth>[1] extends infer R ? Partial<R> : never,
    ) => {
      const location = await createLocation(db, organization.id);
      await insertMonth(db, {
        locationId: location.id,
        organizationId: organization.id,
        species,
        year,
        month: m,
        ...records,
      });
    };

    // North, 2025-01: 3 + 2 relinquished, 1 owner-intended euthanasia; pet food 10, rehoming support 4.
    await month(north, 'canine', 2025, 1, {
      intakes: {
        [`${ADULT}RelinquishedByOwnerCount`]: 3,
        [`${YOUNG}RelinquishedByOwnerCount`]: 2,
        [`${ADULT}OwnerIntendedEuthanasiaCount`]: 1,
        [`${ADULT}StrayAtLargeCount`]: 50, // not a surrender
      },
      services: {
        [`${ADULT}PetFoodCount`]: 10,
        [`${YOUNG}RehomingSupportCount`]: 4,
        [`${ADULT}OwnerIntendedEuthanasiaCount`]: 70, // a veterinary service, not keep-home
        [`${ADULT}GroomingCount`]: 80, // a support service, not keep-home
      },
    });
    // South, 2025-01 and 2025-03: felines relinquished 4; temporary housing 2 + 3, other retention 1.
    await month(south, 'feline', 2025, 1, { intakes: { [`${ADULT}RelinquishedByOwnerCount`]: 4 } });
    await month(south, 'feline', 2025, 3, {
      services: {
        [`${ADULT}TemporaryHousingOwnedAnimalsCount`]: 2,
        [`${ADULT}TemporaryHousingPeopleAndAnimalsCount`]: 3,
        [`${ADULT}OtherPetRetentionServicesCount`]: 1,
        [`${ADULT}PetSuppliesCount`]: 5,
      },
    });
    // Outside the period, another EIN, an archived organization, an archived record, the look-alike.
    await month(north, 'canine', 2024, 12, { intakes: { [`${ADULT}RelinquishedByOwnerCount`]: 1000 } });
    await month(other, 'canine', 2025, 2, { intakes: { [`${ADULT}RelinquishedByOwnerCount`]: 1000 } });
    await month(archived, 'canine', 2025, 2, { intakes: { [`${ADULT}RelinquishedByOwnerCount`]: 1000 } });
    await month(lookalike, 'canine', 2025, 2, { intakes: { [`${ADULT}RelinquishedByOwnerCount`]: 1000 } });
    await month(north, 'rabbit', 2025, 2, { intakes: { [`${ADULT}RelinquishedByOwnerCount`]: 1000 } });
    await db
      .update(animalIntakes)
      .set({ archivedAt: new Date('2025-03-01T00:00:00Z') })
      .where(and(eq(animalIntakes.organizationId, north.id), eq(animalIntakes.species, 'rabbit')));
    // Maple (Canada), 2025-02: 7 relinquished, pet food 14.
    await month(maple, 'canine', 2025, 2, {
      intakes: { [`${ADULT}RelinquishedByOwnerCount`]: 7 },
      services: { [`${ADULT}PetFoodCount`]: 14 },
    });

    const session = async (organizations: Array<{ id: number }>, systemAdmin = false) => {
      const user = await createUser(db, { systemAdmin });
      for (const organization of organizations) await addOrganizationMember(db, user.id, organization.id);
      return signIn(t.app, user.email);
    };
    memberOfBoth = await session([north, south]);
    memberOfNorth = await session([north]);
    outsider = await session([other]);
    canadian = await session([maple]);
    admin = await session([], true);
  }, 120_000);
  afterAll(() => t.close());

  const url = (params: Record<string, string>) =>
    `/api/v1/dashboard_rehome?${Object.entries({
      tax_id: SHARED_EIN,
      from: '2025-01',
      to: '2025-03',
      ...params,
    })
      .map(([name, value]) => `filter[${name}][eq]=${encodeURIComponent(value)}`)
      .join('&')}`;

  async function read(session: Session, params: Record<string, string> = {}) {
    const response = await session.request({ method: 'GET', url: url(params) });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Doc).data.attributes;
  }
  const total = (rehome: DashboardRehome, category: string, kind = 'keep_home_service') =>
    rehome.totals.categories.find((c) => c.category === category && c.kind === kind)?.total;

  it('sums the owner surrenders and the keep-home services of every organization of the EIN, by month', async () => {
    const rehome = await read(memberOfBoth);
    expect(rehome.organizations.map((o) => o.name)).toEqual(['North Shelter', 'South Shelter']);
    expect(rehome).toMatchObject({ tax_id: SHARED_EIN, from: '2025-01', to: '2025-03', months_reported: 2 });
    expect(rehome.months.map((m) => [m.month, m.reported, m.owner_surrenders, m.keep_home_services])).toEqual(
      [
        ['2025-01', true, 3 + 2 + 1 + 4, 10 + 4],
        ['2025-02', false, 0, 0], // only an archived record
        ['2025-03', true, 0, 2 + 3 + 1 + 5],
      ],
    );
    expect(rehome.totals).toMatchObject({ owner_surrenders: 10, keep_home_services: 25 });
    expect(rehome.totals.categories).toEqual([
      { category: 'RelinquishedByOwner', kind: 'owner_surrender', total: 9 },
      { category: 'OwnerIntendedEuthanasia', kind: 'owner_surrender', total: 1 },
      { category: 'RehomingSupport', kind: 'keep_home_service', total: 4 },
      { category: 'PetFood', kind: 'keep_home_service', total: 10 },
      { category: 'PetSupplies', kind: 'keep_home_service', total: 5 },
      { category: 'TemporaryHousingOwnedAnimals', kind: 'keep_home_service', total: 2 },
      { category: 'TemporaryHousingPeopleAndAnimals', kind: 'keep_home_service', total: 3 },
      { category: 'OtherPetRetentionServices', kind: 'keep_home_service', total: 1 },
    ]);
    expect(rehome.services_per_surrender).toBe(2.5);
    const january = rehome.months[0]!.categories;
    expect(january.find((c) => c.category === 'PetFood')?.total).toBe(10);
  });

  it('reads the EIN typed with its dash, or with spaces, as the same nine digits', async () => {
    const dashed = await read(memberOfBoth, { tax_id: '27-1828182' });
    expect(dashed.tax_id).toBe(SHARED_EIN);
    expect(dashed.totals.owner_surrenders).toBe(10);
    expect((await read(memberOfBoth, { tax_id: ' 271 828 182 ' })).totals.owner_surrenders).toBe(10);
  });

  it('shows a member only the organizations of the EIN they belong to', async () => {
    const rehome = await read(memberOfNorth);
    expect(rehome.organizations.map((o) => o.name)).toEqual(['North Shelter']);
    expect(rehome.totals).toMatchObject({ owner_surrenders: 6, keep_home_services: 14 });
  });

  it('lets an administrator read every organization of any tax id', async () => {
    const rehome = await read(admin);
    expect(rehome.organizations.map((o) => o.id)).toEqual([north.id, south.id]);
    expect(rehome.totals.owner_surrenders).toBe(10);
    const other = await read(admin, { tax_id: OTHER_EIN });
    expect(other.totals.owner_surrenders).toBe(1000);
  });

  it('reads a Canadian organization by its business number, and no US organization by it', async () => {
    const rehome = await read(canadian, { tax_id: BUSINESS_NUMBER });
    expect(rehome.organizations.map((o) => o.name)).toEqual(['Maple Rescue']);
    expect(rehome.totals).toMatchObject({ owner_surrenders: 7, keep_home_services: 14 });
    expect(total(rehome, 'PetFood')).toBe(14);
    expect(rehome.services_per_surrender).toBe(2);
    // The look-alike US organization holds SHARED_EIN as a business number: not read by it.
    const byAdmin = await read(admin, { tax_id: SHARED_EIN });
    expect(byAdmin.organizations.map((o) => o.name)).not.toContain('Lookalike');
  });

  it('answers 404 to anyone who is not a member of an organization of the tax id, and to an unknown one', async () => {
    for (const [session, params] of [
      [outsider, {}],
      [canadian, {}],
      [memberOfBoth, { tax_id: BUSINESS_NUMBER }],
      [admin, { tax_id: '999999999' }],
    ] as const) {
      const response = await session.request({ method: 'GET', url: url(params) });
      expect(response.statusCode, JSON.stringify(params)).toBe(404);
    }
  });

  it('shows an organization renamed since its sums were cached by its new name, the same sums and type', async () => {
    const before = await read(memberOfBoth);
    await t.database.db
      .update(organizations)
      .set({ name: 'North Shore Shelter' })
      .where(eq(organizations.id, north.id));
    const response = await memberOfBoth.request({ method: 'GET', url: url({}) });
    expect(response.headers['content-type']).toMatch(/^application\/vnd\.api\+json/);
    const after = (response.json() as Doc).data.attributes;
    expect(after.organizations.map((o) => o.name)).toEqual(['North Shore Shelter', 'South Shelter']);
    expect(after.totals).toEqual(before.totals);
    await t.database.db
      .update(organizations)
      .set({ name: 'North Shelter' })
      .where(eq(organizations.id, north.id));
    expect((await read(memberOfBoth)).organizations.map((o) => o.name)).toEqual([
      'North Shelter',
      'South Shelter',
    ]);
  });

  it('has no ratio without owner surrenders', async () => {
    const rehome = await read(memberOfBoth, { from: '2025-03', to: '2025-03' });
    expect(rehome.totals.owner_surrenders).toBe(0);
    expect(rehome.services_per_surrender).toBeNull();
  });

  it('refuses a bad tax id or period, naming the filter', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ tax_id: '12345678' }, 'filter[tax_id][eq]'], // eight digits
      [{ tax_id: '1234567890' }, 'filter[tax_id][eq]'],
      [{ tax_id: '27-182818x' }, 'filter[tax_id][eq]'],
      [{ tax_id: '271828182\u0000' }, 'filter[tax_id][eq]'],
      [{ tax_id: `${'1'.repeat(9)}${' '.repeat(30)}` }, 'filter[tax_id][eq]'], // past the length cap
      [{ tax_id: "' or 1=1 --" }, 'filter[tax_id][eq]'],
      [{ to: '2025-07' }, 'filter[to][eq]'], // after the current month (June 2025)
      [{ from: '2025-04', to: '2025-03' }, 'filter[from][eq]'],
      [{ from: '2015-01', to: '2025-03' }, 'filter[from][eq]'],
    ];
    for (const [params, parameter] of cases) {
      const response = await memberOfBoth.request({ method: 'GET', url: url(params) });
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      expect((response.json() as Doc).errors?.[0]?.source?.parameter).toBe(parameter);
    }
    const missing = await memberOfBoth.request({
      method: 'GET',
      url: '/api/v1/dashboard_rehome?filter[from][eq]=2025-01&filter[to][eq]=2025-03',
    });
    expect(missing.statusCode).toBe(400);
    expect((missing.json() as Doc).errors?.[0]?.detail).toBe('filter[tax_id][eq] is required.');
  });
});
