import { describe, expect, it } from 'vitest';
import { INTAKE_CATEGORIES, OUTCOME_CATEGORIES } from '../categories';
import { autoCalculateCounts, totalIntakes, totalOutcomes } from './auto-calculate';
import { balanceDifference, checkBalance } from './balance';
import { entryCategories, isLegacyRecord, reportCategories } from './legacy';
import { statusFields } from './month-status-rule';

describe('Auto Calculate', () => {
  it('carries the previous ending counts over and estimates the ending count in care', () => {
    expect(
      autoCalculateCounts({
        previousEndingAnimalCount: 10,
        previousEndingFosterAnimalCount: 4,
        totalIntakes: 7,
        totalOutcomes: 5,
      }),
    ).toEqual({
      beginningAnimalCount: 10,
      beginningFosterAnimalCount: 4,
      endingAnimalCount: 12,
      endingFosterAnimalCount: null,
    });
  });

  it('floors the first estimate at 0', () => {
    const counts = autoCalculateCounts({
      previousEndingAnimalCount: 2,
      previousEndingFosterAnimalCount: 0,
      totalIntakes: 1,
      totalOutcomes: 9,
    });
    expect(counts.endingAnimalCount).toBe(0);
  });

  it('balances the month once the ending foster count is entered by hand', () => {
    const counts = autoCalculateCounts({
      previousEndingAnimalCount: 10,
      previousEndingFosterAnimalCount: 4,
      totalIntakes: 7,
      totalOutcomes: 5,
      endingFosterAnimalCount: 6,
    });
    expect(counts).toMatchObject({ endingAnimalCount: 10, endingFosterAnimalCount: 6 });
  });

  it('leaves the counts empty when the previous month has none', () => {
    const counts = autoCalculateCounts({
      previousEndingAnimalCount: null,
      previousEndingFosterAnimalCount: undefined,
      totalIntakes: 3,
      totalOutcomes: 1,
    });
    expect(counts).toEqual({
      beginningAnimalCount: null,
      beginningFosterAnimalCount: null,
      endingAnimalCount: null,
      endingFosterAnimalCount: null,
    });
  });

  it('totals intakes and outcomes over every category and age group, ignoring negatives and blanks', () => {
    expect(
      totalIntakes({
        adultStrayAtLargeCount: 2,
        youthOtherIntakesCount: 3,
        ageUnknownSeizedOrImpoundedCount: null,
      }),
    ).toBe(5);
    expect(
      totalOutcomes([{ adultAdoptionCount: 4 }, { youthDiedInCareCount: 1, adultLostInCareCount: -2 }]),
    ).toBe(5);
  });
});

describe('balance check', () => {
  const counts = {
    beginningAnimalCount: 10,
    beginningFosterAnimalCount: 4,
    endingAnimalCount: 12,
    endingFosterAnimalCount: 3,
  };
  const intakes = { adultStrayAtLargeCount: 5, youthRelinquishedByOwnerCount: 2 };
  const outcomes = { adultAdoptionCount: 4, adultOwnerIntendedEuthanasiaCount: 2 };

  it('is 0 when beginning + intakes − outcomes equals the ending count, in care and in foster together', () => {
    expect(checkBalance({ counts, intakes, outcomes })).toEqual({
      beginning: 14,
      intakes: 7,
      outcomes: 6,
      expectedEnding: 15,
      ending: 15,
      difference: 0,
    });
  });

  it('returns ending minus expected when the month does not balance', () => {
    expect(balanceDifference({ counts: { ...counts, endingFosterAnimalCount: 5 }, intakes, outcomes })).toBe(
      2,
    );
    expect(balanceDifference({ counts: { ...counts, endingAnimalCount: 9 }, intakes, outcomes })).toBe(-3);
  });

  it('sums several species', () => {
    expect(
      balanceDifference({
        counts: [counts, counts],
        intakes: [intakes, intakes],
        outcomes: [outcomes, outcomes],
      }),
    ).toBe(0);
  });
});

describe('legacy records', () => {
  const record = (year: number, month: number, legacyCount: number) => ({
    yearOfRecord: year,
    monthOfRecord: month,
    adultLegacyTransferredInFromAgencyCount: legacyCount,
  });

  it('are before March 2021 with undesignated transfers above zero', () => {
    expect(isLegacyRecord(record(2021, 2, 3), INTAKE_CATEGORIES)).toBe(true);
    expect(isLegacyRecord(record(2021, 2, 0), INTAKE_CATEGORIES)).toBe(false);
    expect(isLegacyRecord(record(2021, 3, 3), INTAKE_CATEGORIES)).toBe(false);
  });

  it('show undesignated transfers in reports and hide designated ones', () => {
    const legacy = reportCategories(INTAKE_CATEGORIES, true).map((c) => c.key);
    expect(legacy).toContain('LegacyTransferredInFromAgency');
    expect(legacy).not.toContain('TransferredInstateInFromAgency');
    const current = reportCategories(OUTCOME_CATEGORIES, false).map((c) => c.key);
    expect(current).toContain('TransferredInstateToAnotherAgency');
    expect(current).not.toContain('LegacyTransferredToAnotherAgency');
  });

  it('hide the undesignated fields from entry and status from March 2021', () => {
    expect(entryCategories(INTAKE_CATEGORIES, { year: 2021, month: 3 }).some((c) => c.legacy)).toBe(false);
    expect(entryCategories(INTAKE_CATEGORIES, { year: 2020, month: 12 }).some((c) => c.legacy)).toBe(true);
    expect(statusFields('animal_intakes', { year: 2024, month: 1 })).not.toContain(
      'adultLegacyTransferredInFromAgencyCount',
    );
    expect(statusFields('animal_counts', { year: 2024, month: 1 })).toHaveLength(4);
  });
});
