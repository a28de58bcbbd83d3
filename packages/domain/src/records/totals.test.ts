import { describe, expect, it } from 'vitest';
import { SERVICE_CATEGORIES } from '../categories';
import { matrixTotals, tableFooter, visibleTableRows } from './totals';
import { combineYtdTotals, computeYtdSpeciesTotals, YTD_COLUMNS, ytdCsvRows } from './ytd';

describe('matrix totals', () => {
  const categories = SERVICE_CATEGORIES.filter((c) => c.group === 'field');

  it('totals rows and columns, ignoring negatives and blanks', () => {
    const totals = matrixTotals(
      {
        adultTrapNeuterReturnCount: 3,
        youthTrapNeuterReturnCount: -2,
        ageUnknownTrapNeuterReturnCount: null,
        adultReturnToOwnerCount: 1,
        youthReturnToOwnerCount: 4,
        ageUnknownReturnToOwnerCount: 0,
      },
      categories,
    );
    expect(totals.rows.map((r) => [r.key, r.total])).toEqual([
      ['TrapNeuterReturn', 3],
      ['ReturnToOwner', 5],
    ]);
    expect(totals.rows[0]!.values).toEqual({ adult: 3, youth: -2, ageUnknown: null });
    expect(totals.columns).toEqual({ adult: 4, youth: 4, ageUnknown: 0 });
    expect(totals.total).toBe(8);
  });
});

describe('generic table', () => {
  const rows = [
    { label: 'Stray', adult: 2, youth: 1, ageUnknown: 0, subtotal: 3 },
    { label: 'Broken', adult: -5, youth: 0, ageUnknown: 0, subtotal: -5 },
    { label: 'Owner', adult: 1, youth: -1, ageUnknown: 2, subtotal: 3 },
  ];

  it('hides rows with a negative total and sums the rest without negatives', () => {
    expect(visibleTableRows(rows).map((r) => r.label)).toEqual(['Stray', 'Owner']);
    expect(tableFooter(rows)).toEqual({ adult: 3, youth: 1, ageUnknown: 2, subtotal: 6 });
  });
});

describe('year-to-date species totals', () => {
  const rows = computeYtdSpeciesTotals({
    intakes: [
      { species: 'feline', adultStrayAtLargeCount: 4 },
      { species: 'canine', adultStrayAtLargeCount: 2, youthOtherIntakesCount: 1 },
    ],
    outcomes: [{ species: 'canine', adultAdoptionCount: 2, adultDiedInCareCount: 1 }],
    services: [
      { species: 'canine', adultTrapNeuterReturnCount: 5, youthPetFoodCount: 2, adultGroupTrainingCount: 1 },
    ],
  });

  it('has the shape of ytd_species_totals, one row per species in species order', () => {
    expect(rows).toEqual([
      {
        species: 'canine',
        totalIntake: 3,
        totalLiveOutcomes: 2,
        totalOtherOutcomes: 1,
        totalFieldServices: 5,
        totalVeterinaryServices: 0,
        totalSupportServices: 2,
        totalBehaviorServices: 1,
      },
      {
        species: 'feline',
        totalIntake: 4,
        totalLiveOutcomes: 0,
        totalOtherOutcomes: 0,
        totalFieldServices: 0,
        totalVeterinaryServices: 0,
        totalSupportServices: 0,
        totalBehaviorServices: 0,
      },
    ]);
  });

  it('combines species and writes the CSV with the columns of each mode', () => {
    expect(combineYtdTotals(rows).totalIntake).toBe(7);
    expect(YTD_COLUMNS.services.map((c) => c.label)).toEqual([
      'Field',
      'Support',
      'Behavior',
      'Veterinary Services',
    ]);
    expect(ytdCsvRows(rows, 'intake_outcome')).toEqual([
      ['Species', 'Total Intake', 'Total Live Outcomes', 'Other Outcomes'],
      ['Canines', '3', '2', '1'],
      ['Felines', '4', '0', '0'],
      ['Total', '7', '2', '1'],
    ]);
  });
});
