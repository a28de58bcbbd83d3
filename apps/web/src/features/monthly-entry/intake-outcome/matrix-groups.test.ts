import { describe, expect, it } from 'vitest';
import { categoryGroups } from './matrix-groups';

const labels = (month: { year: number; month: number }) =>
  Object.fromEntries(categoryGroups(month).map((g) => [g.key, g.categories.map((c) => c.key)]));

describe('matrix groups of a month', () => {
  it('shows the undesignated transfer rows before March 2021 (000 §5)', () => {
    const groups = labels({ year: 2021, month: 2 });
    expect(groups.live_intake).toContain('LegacyTransferredInFromAgency');
    expect(groups.live_outcome).toContain('LegacyTransferredToAnotherAgency');
  });

  it('hides them from March 2021 on', () => {
    const groups = labels({ year: 2021, month: 3 });
    expect(groups.live_intake).not.toContain('LegacyTransferredInFromAgency');
    expect(groups.live_outcome).not.toContain('LegacyTransferredToAnotherAgency');
    expect(groups.live_intake).toHaveLength(8);
  });

  it('splits the outcomes into live and other outcomes, saved into the outcome record', () => {
    const groups = categoryGroups({ year: 2022, month: 5 });
    expect(groups.map((g) => [g.title, g.kind])).toEqual([
      ['Live Intakes', 'animal_intakes'],
      ['Live Outcomes', 'animal_outcomes'],
      ['Other Outcomes', 'animal_outcomes'],
    ]);
    expect(groups[2]?.categories.map((c) => c.key)).toEqual([
      'DiedInCare',
      'LostInCare',
      'ShelterEuthanasia',
      'OwnerIntendedEuthanasia',
    ]);
  });
});
