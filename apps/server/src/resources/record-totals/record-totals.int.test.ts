/** Year-to-date totals (include=ytd_species_totals), annual intake totals and balance reports against the records. */
import { checkBalance, computeYtdSpeciesTotals, ENTERED_FIELDS, type RecordKind } from '@sac/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { createLocation, createOrganizationWithMembers } from '../../../test/support/factories';
import { signIn } from '../../../test/support/http';
import { animalCounts, animalIntakes, animalOutcomes, animalServices } from '../../db/schema/index';

type Row = Record<string, unknown> & { species: string };
type Doc = {
  data: { attributes: Record<string, unknown> } & Record<string, unknown>;
  included: Array<{ type: string; attributes: Record<string, unknown> }>;
};

const TABLES = {
  animal_counts: animalCounts,
  animal_intakes: animalIntakes,
  animal_outcomes: animalOutcomes,
  animal_services: animalServices,
};

describe('totals read from the records', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let seed = 7;
  const nextCount = () => {
    seed = (seed * 31 + 11) % 97;
    return seed % 13;
  };

  /** One record of a kind with every entered field filled with small numbers (or the given values). */
  async function insertRecord(
    kind: RecordKind,
    key: { locationId: number; organizationId: number; year: number; month: number; species: string },
    values: Record<string, number | null> = {},
  ): Promise<Row> {
    const counts = Object.fromEntries(ENTERED_FIELDS[kind].map((f) => [f, nextCount()]));
    const date = `${key.year}-${String(key.month).padStart(2, '0')}-01`;
    const rows = await t.database.db
      .insert(TABLES[kind])
      .values({
        locationId: key.locationId,
        organizationId: key.organizationId,
        species: key.species,
        yearOfRecord: key.year,
        monthOfRecord: key.month,
        dateOfRecord: date,
        ...counts,
        ...values,
      } as never)
      .returning();
    return (rows as Row[])[0]!;
  }

  async function world() {
    const w = await createOrganizationWithMembers(t.database.db);
    const records: Record<RecordKind, Row[]> = {
      animal_counts: [],
      animal_intakes: [],
      animal_outcomes: [],
      animal_services: [],
    };
    for (const month of [1, 2, 3])
      for (const species of ['canine', 'feline']) {
        const key = {
          locationId: w.location.id,
          organizationId: w.organization.id,
          year: 2025,
          month,
          species,
        };
        for (const kind of Object.keys(records) as RecordKind[])
          records[kind].push(await insertRecord(kind, key, {}));
      }
    // Another year and another location of the same organization: not in the location's 2025 totals.
    await insertRecord('animal_intakes', {
      locationId: w.location.id,
      organizationId: w.organization.id,
      year: 2024,
      month: 12,
      species: 'canine',
    });
    const second = await createLocation(t.database.db, w.organization.id);
    await insertRecord('animal_intakes', {
      locationId: second.id,
      organizationId: w.organization.id,
      year: 2025,
      month: 1,
      species: 'rabbit',
    });
    return { ...w, second, records };
  }

  it('include=ytd_species_totals sums the year of the location by species, in both modes', async () => {
    const w = await world();
    const session = await signIn(t.app, w.viewer.email);
    const expected = computeYtdSpeciesTotals({
      intakes: w.records.animal_intakes,
      outcomes: w.records.animal_outcomes,
      services: w.records.animal_services,
    });
    const read = async (action: string) => {
      const response = await session.request({
        method: 'GET',
        url: `/api/v1/locations/${w.location.id}?include=ytd_species_totals&filter[ytd_species_totals.year][eq]=2025&filter[ytd_species_totals.action][eq]=${action}`,
      });
      expect(response.statusCode).toBe(200);
      const doc = response.json() as Doc;
      return doc.included.filter((r) => r.type === 'ytd_species_totals').map((r) => r.attributes);
    };
    const intake = await read('intake_outcome');
    expect(intake.map((r) => r.species)).toEqual(['canine', 'feline']);
    for (const row of expected) {
      expect(intake.find((r) => r.species === row.species)).toMatchObject({
        year: 2025,
        action: 'intake_outcome',
        total_intake: row.totalIntake,
        total_live_outcomes: row.totalLiveOutcomes,
        total_other_outcomes: row.totalOtherOutcomes,
      });
    }
    const services = await read('services');
    for (const row of expected) {
      expect(services.find((r) => r.species === row.species)).toMatchObject({
        action: 'services',
        total_field_services: row.totalFieldServices,
        total_veterinary_services: row.totalVeterinaryServices,
        total_support_services: row.totalSupportServices,
        total_behavior_services: row.totalBehaviorServices,
      });
    }
    expect(expected[0]!.totalIntake).toBeGreaterThan(0);
  });

  it('ytd filters: an unknown one is a 400 naming it; another organization sees no totals', async () => {
    const w = await world();
    const session = await signIn(t.app, w.manager.email);
    const response = await session.request({
      method: 'GET',
      url: `/api/v1/locations/${w.location.id}?include=ytd_species_totals&filter[ytd_species_totals.colour][eq]=red`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].source.parameter).toBe('filter[ytd_species_totals.colour][eq]');
    const bad = await session.request({
      method: 'GET',
      url: `/api/v1/locations/${w.location.id}?include=ytd_species_totals&filter[ytd_species_totals.year][eq]=soon`,
    });
    expect(bad.statusCode).toBe(400);
    const other = await createOrganizationWithMembers(t.database.db);
    const outsider = await signIn(t.app, other.manager.email);
    const hidden = await outsider.request({
      method: 'GET',
      url: `/api/v1/locations/${w.location.id}?include=ytd_species_totals`,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('annual intake totals are the sums of the organization records per year, at every location', async () => {
    const w = await world();
    const session = await signIn(t.app, w.manager.email);
    const response = await session.request({
      method: 'GET',
      url: `/api/v1/organizations/annual_intake_totals?filter[organization_id][eq]=${w.organization.id}`,
    });
    expect(response.statusCode).toBe(200);
    const rows = await t.database.db.select().from(animalIntakes);
    const sumOf = (year: number) =>
      (rows as unknown as Row[])
        .filter((r) => r.organizationId === w.organization.id && r.yearOfRecord === year)
        .reduce((sum, r) => sum + Number(r.totalLiveIntakeCount), 0);
    expect(response.json().data.map((d: { attributes: unknown }) => d.attributes)).toEqual([
      { organization_id: w.organization.id, year: 2024, total_intakes: sumOf(2024) },
      { organization_id: w.organization.id, year: 2025, total_intakes: sumOf(2025) },
    ]);
    expect(sumOf(2025)).toBeGreaterThan(0);
  });

  it('annual intake totals: the static path does not fall into GET /organizations/:id, others get 404, filters checked', async () => {
    const w = await world();
    const session = await signIn(t.app, w.manager.email);
    const show = await session.request({ method: 'GET', url: `/api/v1/organizations/${w.organization.id}` });
    expect(show.statusCode).toBe(200);
    expect(show.json().data.type).toBe('organizations');
    const missing = await session.request({
      method: 'GET',
      url: '/api/v1/organizations/annual_intake_totals',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].source.parameter).toBe('filter[organization_id][eq]');
    const unknown = await session.request({
      method: 'GET',
      url: `/api/v1/organizations/annual_intake_totals?filter[organization_id][eq]=${w.organization.id}&filter[colour][eq]=red`,
    });
    expect(unknown.statusCode).toBe(400);
    const other = await createOrganizationWithMembers(t.database.db);
    const outsider = await signIn(t.app, other.manager.email);
    const hidden = await outsider.request({
      method: 'GET',
      url: `/api/v1/organizations/annual_intake_totals?filter[organization_id][eq]=${w.organization.id}`,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('balance reports a month that does not balance with its difference, and a balanced one', async () => {
    const w = await createOrganizationWithMembers(t.database.db);
    const key = {
      locationId: w.location.id,
      organizationId: w.organization.id,
      year: 2025,
      species: 'canine',
    };
    const intakes = await insertRecord('animal_intakes', { ...key, month: 4 });
    const outcomes = await insertRecord('animal_outcomes', { ...key, month: 4 });
    const net = Number(intakes.totalLiveIntakeCount) - Number(outcomes.totalOutcomesCount);
    // Balanced: 1000 + 20 + net = 90 + (930 + net)
    await insertRecord(
      'animal_counts',
      { ...key, month: 4 },
      {
        beginningAnimalCount: 1000,
        beginningFosterAnimalCount: 20,
        endingAnimalCount: 90,
        endingFosterAnimalCount: 930 + net,
      },
    );
    const feline = { ...key, species: 'feline', month: 4 };
    const felineIntakes = await insertRecord('animal_intakes', feline);
    const felineOutcomes = await insertRecord('animal_outcomes', feline);
    const felineCounts = await insertRecord('animal_counts', feline, {
      beginningAnimalCount: 10,
      beginningFosterAnimalCount: 0,
      endingAnimalCount: 500,
      endingFosterAnimalCount: 0,
    });
    const expected = checkBalance({ counts: felineCounts, intakes: felineIntakes, outcomes: felineOutcomes });
    const session = await signIn(t.app, w.viewer.email);
    const response = await session.request({
      method: 'GET',
      url: `/api/v1/balance_reports?filter[location_id][eq]=${w.location.id}&filter[year][eq]=2025&filter[month][eq]=4`,
    });
    expect(response.statusCode).toBe(200);
    const [canine, felineReport] = response.json().data.map((d: { attributes: unknown }) => d.attributes);
    expect(canine).toMatchObject({ species: 'canine', month: 4, balanced: true, difference: 0 });
    expect(felineReport).toMatchObject({
      species: 'feline',
      balanced: false,
      beginning: 10,
      ending: 500,
      intakes: expected.intakes,
      outcomes: expected.outcomes,
      expected_ending: expected.expectedEnding,
      difference: expected.difference,
    });
    expect(expected.difference).not.toBe(0);
    const other = await createOrganizationWithMembers(t.database.db);
    const outsider = await signIn(t.app, other.manager.email);
    const hidden = await outsider.request({
      method: 'GET',
      url: `/api/v1/balance_reports?filter[location_id][eq]=${w.location.id}&filter[year][eq]=2025`,
    });
    expect(hidden.statusCode).toBe(404);
  });
});
