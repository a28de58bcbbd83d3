import { describe, expect, it } from 'vitest';
import { NOT_COUNTED } from './event-mapping';
import { ageGroupAt, speciesOfAnimalType, type TalliedEvent, tallyEvents } from './tally-events';

const at = (iso: string) => new Date(iso);

describe('tallyEvents', () => {
  const categories = new Map<string, string | null>([
    ['Intake.Stray', 'StrayAtLarge'],
    ['Intake.OwnerSurrender', 'RelinquishedByOwner'],
    ['Outcome.Adoption', 'Adoption'],
    ['Outcome.Foster', NOT_COUNTED],
    ['Intake.Transfer', null],
  ]);
  const event = (
    key: string,
    animalType: string | null,
    birthDate: string | null,
    when = '2026-10-15T12:00:00Z',
  ): TalliedEvent => ({
    key,
    direction: key.startsWith('Intake') ? 'intake' : 'outcome',
    at: at(when),
    animalType,
    birthDate: birthDate ? at(birthDate) : null,
  });

  it('counts each event into its species, category and age group at the event, exactly', () => {
    const tally = tallyEvents(
      [
        event('Intake.Stray', 'Dog', '2020-01-01T00:00:00Z'),
        event('Intake.Stray', 'Dog', '2026-09-01T00:00:00Z'),
        event('Intake.Stray', 'Dog', null),
        event('Intake.Stray', 'Cat', '2026-05-15T12:00:00Z'), // exactly 5 months at the event: adult
        event('Intake.OwnerSurrender', 'Kitten', '2026-06-01T00:00:00Z'),
        event('Outcome.Adoption', 'Guinea Pig', '2025-01-01T00:00:00Z'),
      ],
      categories,
    );
    expect(tally.intakes.get('canine')?.get('StrayAtLarge')).toEqual({ adult: 1, youth: 1, ageUnknown: 1 });
    expect(tally.intakes.get('feline')?.get('StrayAtLarge')).toEqual({ adult: 1, youth: 0, ageUnknown: 0 });
    expect(tally.intakes.get('feline')?.get('RelinquishedByOwner')).toEqual({
      adult: 0,
      youth: 1,
      ageUnknown: 0,
    });
    expect(tally.outcomes.get('small_mammal')?.get('Adoption')).toEqual({
      adult: 1,
      youth: 0,
      ageUnknown: 0,
    });
    expect(tally.counted).toBe(6);
  });

  it('lists what it cannot count instead of guessing: unmapped types and animal types of no species', () => {
    const tally = tallyEvents(
      [
        event('Intake.Transfer', 'Dog', null),
        event('Intake.Transfer', 'Dog', null),
        event('Intake.Seized', 'Dog', null),
        event('Outcome.Foster', 'Cat', null),
        event('Intake.Stray', 'Alpaca', null),
        event('Intake.Stray', null, null),
      ],
      categories,
    );
    expect([...tally.unmapped]).toEqual([
      ['Intake.Transfer', 2],
      ['Intake.Seized', 1],
    ]);
    expect([...tally.unknownAnimalTypes]).toEqual([
      ['Alpaca', 1],
      ['(none)', 1],
    ]);
    expect(tally.notCounted).toBe(1);
    expect(tally.counted).toBe(0);
    expect(tally.intakes.size).toBe(0);
  });
});

describe('species and age groups', () => {
  it('reads the vendor’s animal types as SAC species, whatever their case', () => {
    expect(speciesOfAnimalType(' dog ')).toBe('canine');
    expect(speciesOfAnimalType('Tortoise')).toBe('reptile_or_amphibian');
    expect(speciesOfAnimalType('Unicorn')).toBeNull();
  });

  it('is youth until the day an animal is 5 months old', () => {
    expect(ageGroupAt(at('2026-05-16T00:00:00Z'), at('2026-10-15T23:59:59Z'))).toBe('youth');
    expect(ageGroupAt(at('2026-05-15T00:00:00Z'), at('2026-10-15T00:00:00Z'))).toBe('adult');
    expect(ageGroupAt(null, at('2026-10-15T00:00:00Z'))).toBe('ageUnknown');
    expect(ageGroupAt(new Date('nonsense'), at('2026-10-15T00:00:00Z'))).toBe('ageUnknown');
  });
});
