import { describe, expect, it } from 'vitest';
import {
  categoryRows,
  monthlySpeciesTotals,
  recordTotal,
  speciesGroup,
  type YearRecord,
} from './year-overview';

const record = (fields: Partial<YearRecord> & Record<string, unknown>): YearRecord => ({
  species: 'canine',
  yearOfRecord: 2025,
  monthOfRecord: 1,
  ...fields,
});

describe('speciesGroup', () => {
  it('keeps canines and felines and puts every other species under other', () => {
    expect(speciesGroup('canine')).toBe('canine');
    expect(speciesGroup('feline')).toBe('feline');
    expect(speciesGroup('rabbit')).toBe('other');
    expect(speciesGroup('reptile_or_amphibian')).toBe('other');
    expect(speciesGroup('unicorn')).toBe('other');
  });
});

describe('recordTotal', () => {
  it('reads the total live intakes of an intake record', () => {
    expect(recordTotal({ totalLiveIntakeCount: 12 }, 'animal_intakes')).toBe(12);
    expect(recordTotal({ totalLiveIntakeCount: null }, 'animal_intakes')).toBe(0);
  });

  it('sums the four group totals of a services record, negatives ignored', () => {
    const services = {
      totalFieldServicesCount: 1,
      totalVeterinaryServicesCount: 2,
      totalBehavioralServicesCount: 3,
      totalSupportServicesCount: -4,
    };
    expect(recordTotal(services, 'animal_services')).toBe(6);
  });
});

describe('monthlySpeciesTotals', () => {
  it('gives twelve months with zero when there are no records', () => {
    const months = monthlySpeciesTotals([], 'animal_intakes');
    expect(months.map((m) => m.month)).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    expect(months.every((m) => m.canine === 0 && m.feline === 0 && m.other === 0)).toBe(true);
  });

  it('stacks each month by canine, feline and the other species summed', () => {
    const months = monthlySpeciesTotals(
      [
        record({ species: 'canine', monthOfRecord: 3, totalLiveIntakeCount: 10 }),
        record({ species: 'feline', monthOfRecord: 3, totalLiveIntakeCount: 7 }),
        record({ species: 'rabbit', monthOfRecord: 3, totalLiveIntakeCount: 2 }),
        record({ species: 'bird', monthOfRecord: 3, totalLiveIntakeCount: 5 }),
        record({ species: 'feline', monthOfRecord: 12, totalLiveIntakeCount: 1 }),
        record({ species: 'canine', monthOfRecord: 13, totalLiveIntakeCount: 99 }),
      ],
      'animal_intakes',
    );
    expect(months[2]).toEqual({ month: 'Mar', canine: 10, feline: 7, other: 7 });
    expect(months[11]).toEqual({ month: 'Dec', canine: 0, feline: 1, other: 0 });
    expect(months.reduce((sum, m) => sum + m.canine, 0)).toBe(10);
  });
});

describe('categoryRows', () => {
  it('has no rows without records', () => {
    expect(categoryRows([], 'animal_intakes')).toEqual([]);
  });

  it('sums each category per age group over the year, negatives ignored, in the domain order', () => {
    const rows = categoryRows(
      [
        record({
          monthOfRecord: 5,
          adultStrayAtLargeCount: 3,
          youthStrayAtLargeCount: 2,
          adultOtherIntakesCount: 1,
        }),
        record({
          monthOfRecord: 6,
          species: 'feline',
          adultStrayAtLargeCount: 4,
          ageUnknownStrayAtLargeCount: -6,
        }),
      ],
      'animal_intakes',
    );
    const stray = rows.find((r) => r.key === 'StrayAtLarge');
    expect(stray).toEqual({
      key: 'StrayAtLarge',
      label: 'Stray at Large',
      adult: 7,
      youth: 2,
      ageUnknown: 0,
      subtotal: 9,
    });
    expect(rows[0]?.key).toBe('StrayAtLarge');
    expect(rows.at(-1)?.key).toBe('OtherIntakes');
    expect(rows.at(-1)?.subtotal).toBe(1);
  });

  it('reports designated transfers after the legacy cutoff and undesignated ones for legacy records', () => {
    const keysOf = (r: YearRecord) => categoryRows([r], 'animal_intakes').map((row) => row.key);
    const recent = keysOf(record({ yearOfRecord: 2025 }));
    expect(recent).toContain('TransferredInstateInFromAgency');
    expect(recent).not.toContain('LegacyTransferredInFromAgency');

    const legacy = keysOf(record({ yearOfRecord: 2020, adultLegacyTransferredInFromAgencyCount: 4 }));
    expect(legacy).toContain('LegacyTransferredInFromAgency');
    expect(legacy).not.toContain('TransferredInstateInFromAgency');
  });

  it('lists every service of the services records', () => {
    const rows = categoryRows([record({ adultPetFoodCount: 8, youthPetFoodCount: 1 })], 'animal_services');
    expect(rows).toHaveLength(19);
    expect(rows.find((r) => r.key === 'PetFood')).toMatchObject({ label: 'Pet Food', adult: 8, subtotal: 9 });
  });
});
