import { describe, expect, it } from 'vitest';
import { autoCalculatedInputs } from './auto-calculate';

const intakes = { adultStrayAtLargeCount: 10, youthAdoptionCount: 99 };
const outcomes = { adultAdoptionCount: 4, adultDiedInCareCount: 1 };

describe('Auto Calculate of the counts group (000 §9)', () => {
  it("begins with the previous month's ending counts and estimates the ending count in care", () => {
    expect(
      autoCalculatedInputs({
        previousCounts: { endingAnimalCount: 20, endingFosterAnimalCount: 3 },
        intakes,
        outcomes,
        current: { endingFosterAnimalCount: '' },
      }),
    ).toEqual({ beginningAnimalCount: 20, beginningFosterAnimalCount: 3, endingAnimalCount: 25 });
  });

  it('balances the month with the ending foster count once it is entered', () => {
    expect(
      autoCalculatedInputs({
        previousCounts: { endingAnimalCount: 20, endingFosterAnimalCount: 3 },
        intakes,
        outcomes,
        current: { endingFosterAnimalCount: 6 },
      }),
    ).toEqual({
      beginningAnimalCount: 20,
      beginningFosterAnimalCount: 3,
      endingAnimalCount: 22,
      endingFosterAnimalCount: 6,
    });
  });

  it('floors the first estimate at 0 and fills nothing it cannot know', () => {
    expect(
      autoCalculatedInputs({
        previousCounts: { endingAnimalCount: 2, endingFosterAnimalCount: null },
        intakes: undefined,
        outcomes,
        current: {},
      }),
    ).toEqual({ beginningAnimalCount: 2, endingAnimalCount: 0 });
    expect(autoCalculatedInputs({ previousCounts: undefined, intakes, outcomes, current: {} })).toEqual({});
  });

  it('keeps a beginning count in foster the user typed, and balances the month with it', () => {
    expect(
      autoCalculatedInputs({
        previousCounts: { endingAnimalCount: 20, endingFosterAnimalCount: 3 },
        intakes,
        outcomes,
        current: { beginningFosterAnimalCount: 7, endingFosterAnimalCount: 6 },
      }),
    ).toEqual({
      beginningAnimalCount: 20,
      beginningFosterAnimalCount: 7,
      // 20 + 7 in foster + 10 intakes − 5 outcomes − 6 ending in foster
      endingAnimalCount: 26,
      endingFosterAnimalCount: 6,
    });
    // A typed 0 is a count too; an emptied input is not.
    expect(
      autoCalculatedInputs({
        previousCounts: { endingAnimalCount: 20, endingFosterAnimalCount: 3 },
        intakes,
        outcomes,
        current: { beginningFosterAnimalCount: 0 },
      }).beginningFosterAnimalCount,
    ).toBe(0);
    expect(
      autoCalculatedInputs({
        previousCounts: { endingAnimalCount: 20, endingFosterAnimalCount: 3 },
        intakes,
        outcomes,
        current: { beginningFosterAnimalCount: '' },
      }).beginningFosterAnimalCount,
    ).toBe(3);
  });
});
