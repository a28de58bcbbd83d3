import { ENTERED_FIELDS, type RecordKind } from '@sac/domain';
import { describe, expect, it } from 'vitest';
import { computeLocationStatuses } from './entry-statuses';
import type { SeedRecord } from './record-rows';

const LEGACY = new Set(['LegacyTransferredInFromAgency', 'LegacyTransferredToAnotherAgency']);
const isLegacyField = (field: string) => [...LEGACY].some((stem) => field.includes(stem));

/** Every entered field 0, except the undesignated (legacy) transfers, left empty. */
function record(kind: RecordKind, year: number, month: number): SeedRecord {
  const counts = Object.fromEntries(
    ENTERED_FIELDS[kind].map((field) => [field, isLegacyField(field) ? null : 0]),
  );
  return {
    kind,
    locationId: 1,
    organizationId: 1,
    species: 'canine',
    yearOfRecord: year,
    monthOfRecord: month,
    dateOfRecord: `${year}-${String(month).padStart(2, '0')}-01`,
    counts,
    createdAt: new Date(),
    updatedAt: new Date(),
  };
}

const monthOf = (year: number, month: number) =>
  (['animal_counts', 'animal_intakes', 'animal_outcomes'] as const).map((kind) => record(kind, year, month));

describe('intake/outcome status and the legacy transfer fields (000 §5)', () => {
  it('from March 2021 the hidden undesignated transfers do not count: every shown field filled is complete', () => {
    expect(ENTERED_FIELDS.animal_intakes.some(isLegacyField)).toBe(true);
    expect(computeLocationStatuses(monthOf(2021, 3))[0]!.status).toBe('complete');
  });

  it('before March 2021 they are entry fields: left empty, the month is incomplete', () => {
    expect(computeLocationStatuses(monthOf(2021, 2))[0]!.status).toBe('incomplete');
  });
});
