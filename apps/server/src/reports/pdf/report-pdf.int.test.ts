import type { EntryAction } from '@sac/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/support/db';
import {
  createLocation,
  createOrganization,
  insertMonth,
  type MonthRecords,
} from '../../../test/support/factories';
import { pdfPageTexts, rowOf } from '../../../test/support/reports';
import type { Database } from '../../db/connection';
import type { DataPeriod } from '../data-csv';
import { generateReportPdf } from './generate-report-pdf';

describe('report PDF', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  async function organizationWith(months: Omit<MonthRecords, 'organizationId' | 'locationId'>[][]) {
    const organization = await createOrganization(database.db);
    const locations = [];
    for (const locationMonths of months) {
      const location = await createLocation(database.db, organization.id);
      locations.push(location);
      for (const month of locationMonths) {
        await insertMonth(database.db, {
          ...month,
          organizationId: organization.id,
          locationId: location.id,
        });
      }
    }
    return { organization, locations };
  }

  async function pages(action: EntryAction, organizationId: number, periods: DataPeriod[]) {
    const pdf = await generateReportPdf(database, {
      action,
      scope: { organizationId, periods },
      organizationName: 'Test Shelter',
      locationName: 'All Locations',
      now: new Date('2025-06-15T12:00:00Z'),
    });
    return pdfPageTexts(pdf);
  }

  const sql = async (text: string) => Object.values((await database.query(text)).rows[0]!).map(Number);

  it("a year adds up its months; its counts begin with each location's first reported month and end with its last", async () => {
    const canine = (month: number, beginning: number, ending: number, stray: number) => ({
      species: 'canine',
      year: 2024,
      month,
      counts: { beginningAnimalCount: beginning, endingAnimalCount: ending, endingFosterAnimalCount: month },
      intakes: { adultStrayAtLargeCount: stray, youthRelinquishedByOwnerCount: month * 100 },
      outcomes: { adultAdoptionCount: stray * 2 },
    });
    const { organization } = await organizationWith([
      [
        canine(1, 10, 12, 5),
        canine(2, 12, 15, 7),
        canine(4, 15, 20, 1),
        { ...canine(12, 1, 1, 100), year: 2023 },
      ],
      [canine(3, 3, 4, 2), canine(6, 4, 6, 0)],
    ]);
    const [canines] = await pages('intake_outcome', organization.id, [{ year: 2024 }]);
    const where = `organization_id = ${organization.id} and year_of_record = 2024 and species = 'canine'`;
    const [stray, relinquished, live] = await sql(
      `select sum(adult_stray_at_large_count) a, sum(youth_relinquished_by_owner_count) b, sum(total_live_intake_count) c
       from animal_intakes where ${where}`,
    );
    expect(rowOf(canines!, 'Stray at Large')).toEqual([String(stray), '0', '0', String(stray)]);
    expect(rowOf(canines!, 'Relinquished by Owner')).toEqual(['0', '1,600', '0', '1,600']);
    expect(relinquished).toBe(1600);
    expect(rowOf(canines!, 'Total Live Intakes')!.at(-1)).toBe((live ?? 0).toLocaleString('en-US'));
    const [adoptions] = await sql(`select sum(adult_adoption_count) from animal_outcomes where ${where}`);
    expect(rowOf(canines!, 'Adoption')).toEqual([String(adoptions), '0', '0', String(adoptions)]);
    expect(rowOf(canines!, 'Beginning Count (in care)')).toEqual(['13']);
    expect(rowOf(canines!, 'Ending Count (in care)')).toEqual(['26']);
    expect(rowOf(canines!, 'Ending Count (in foster)')).toEqual(['10']);
  });

  it('a legacy month shows the undesignated transfers instead of the designated ones; later months the designated', async () => {
    const { organization } = await organizationWith([
      [
        { species: 'canine', year: 2021, month: 2, intakes: { adultLegacyTransferredInFromAgencyCount: 4 } },
        { species: 'canine', year: 2021, month: 4, intakes: { adultTransferredInstateInFromAgencyCount: 2 } },
        { species: 'feline', year: 2021, month: 2, intakes: { adultStrayAtLargeCount: 1 } },
        { species: 'canine', year: 2020, month: 7, intakes: { adultLegacyTransferredInFromAgencyCount: 5 } },
      ],
    ]);
    const [february, februaryFelines] = await pages('intake_outcome', organization.id, [
      { year: 2021, month: 2 },
    ]);
    expect(february).toContain('undesignated');
    expect(february).not.toContain('In-State');
    expect(rowOf(february!, 'Transferred in from Agency')).toEqual(['4', '0', '0', '4']);
    expect(februaryFelines).not.toContain('undesignated');
    expect(februaryFelines).toContain('In-State');
    const [april] = await pages('intake_outcome', organization.id, [{ year: 2021, month: 4 }]);
    expect(april).not.toContain('undesignated');
    // A year across the cutoff with transfers of both kinds keeps both rows; still one page each.
    const year = await pages('intake_outcome', organization.id, [{ year: 2021 }]);
    expect(year).toHaveLength(3);
    expect(year[0]).toContain('undesignated');
    expect(year[0]).toContain('In-State');
    expect(rowOf(year[0]!, 'Total Live Intakes')).toEqual(['6', '0', '0', '6']);
    // A legacy year without designated transfers shows the undesignated ones alone, as its months do.
    const [legacyYear] = await pages('intake_outcome', organization.id, [{ year: 2020 }]);
    expect(rowOf(legacyYear!, 'Transferred in from Agency')).toEqual(['5', '0', '0', '5']);
    expect(legacyYear).not.toContain('In-State');
  });

  it('services: the four groups with a row per service and their subtotals', async () => {
    const { organization } = await organizationWith([
      [
        {
          species: 'canine',
          year: 2025,
          month: 4,
          services: { adultPetFoodCount: 1200, youthPetFoodCount: 34 },
        },
        {
          species: 'bird',
          year: 2025,
          month: 4,
          services: { adultGroomingCount: 2, adultTrapNeuterReturnCount: 5 },
        },
        { species: 'equine', year: 2025, month: 4, services: { adultGroomingCount: 3 } },
      ],
    ]);
    const [canines, felines, others] = await pages('services', organization.id, [{ year: 2025, month: 4 }]);
    const headings = ['Field Services', 'Veterinary Services', 'Behavioral Services', 'Support Services'];
    for (const heading of headings) expect(canines).toContain(heading);
    expect(rowOf(canines!, 'Pet Food')).toEqual(['1,200', '34', '0', '1,234']);
    expect(rowOf(canines!, 'Total Support Services')).toEqual(['1,200', '34', '0', '1,234']);
    expect(rowOf(others!, 'Grooming')).toEqual(['5', '0', '0', '5']);
    expect(rowOf(others!, 'Total Field Services')).toEqual(['5', '0', '0', '5']);
    expect(felines).toContain('No data was reported for Feline in April 2025.');
    expect(rowOf(felines!, 'Pet Food')).toBeUndefined();
  });
});
