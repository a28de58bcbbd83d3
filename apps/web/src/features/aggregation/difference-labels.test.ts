import { describe, expect, it } from 'vitest';
import { differenceFieldLabel, differenceSpeciesLabel, differenceTableLabel } from './difference-labels';

describe("a review's differences in words", () => {
  it('names count fields by category and age group, or by the animal count they are', () => {
    expect(differenceFieldLabel('animal_intakes', 'adultStrayAtLargeCount')).toBe('Stray at Large, Adult');
    expect(differenceFieldLabel('animal_outcomes', 'youthAdoptionCount')).toBe('Adoption, Up to 5 mos.');
    expect(differenceFieldLabel('animal_outcomes', 'ageUnknownReturnedToOwnerCount')).toBe(
      'Returned to Owner, Age Unknown',
    );
    expect(differenceFieldLabel('animal_counts', 'beginningFosterAnimalCount')).toBe(
      'Beginning Count (in foster)',
    );
  });

  it('shows a name the domain does not know as it was sent', () => {
    expect(differenceFieldLabel('animal_intakes', 'somethingNew')).toBe('somethingNew');
    expect(differenceSpeciesLabel('alpaca')).toBe('alpaca');
    expect(differenceSpeciesLabel('small_mammal')).toBe('Small Mammals');
    expect(differenceTableLabel('animal_outcomes')).toBe('Outcomes');
  });
});
