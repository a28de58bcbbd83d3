import { describe, expect, it } from 'vitest';
import { balanceWarning, countsEntered } from './balance-warning';

describe('balance warning (issue 4 §8)', () => {
  it('says how many more animals the ending count holds than the month accounts for', () => {
    expect(
      balanceWarning({ species: 'canine', expectedEnding: 12, ending: 15, difference: 3, balanced: false }),
    ).toBe(
      'Canines: the ending count is 3 more than beginning + intakes − outcomes (expected 12, counted 15).',
    );
  });

  it('and how many fewer', () => {
    expect(
      balanceWarning({
        species: 'small_mammal',
        expectedEnding: 9,
        ending: 7,
        difference: -2,
        balanced: false,
      }),
    ).toBe(
      'Small Mammals: the ending count is 2 less than beginning + intakes − outcomes (expected 9, counted 7).',
    );
  });

  it('says nothing for a balanced month', () => {
    expect(
      balanceWarning({ species: 'feline', expectedEnding: 5, ending: 5, difference: 0, balanced: true }),
    ).toBeNull();
  });
});

describe('when the balance is checked', () => {
  it('only once the four counts of the species are entered', () => {
    const counts = { beginningAnimalCount: 1, beginningFosterAnimalCount: 0, endingAnimalCount: 2 };
    expect(countsEntered(counts)).toBe(false);
    expect(countsEntered({ ...counts, endingFosterAnimalCount: 0 })).toBe(true);
    expect(countsEntered(undefined)).toBe(false);
  });
});
