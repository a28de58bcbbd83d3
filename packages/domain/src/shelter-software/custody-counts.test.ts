import { describe, expect, it } from 'vitest';
import { type CustodyState, createCustodyTracker, custodyMoveOf } from './custody-counts';

const start = new Date('2026-10-01T04:00:00Z');
const end = new Date('2026-11-01T04:00:00Z');
const at = (iso: string) => new Date(iso);

describe('custody counts', () => {
  it('walks each animal back from where it is now to the month’s first and last moment', () => {
    const tracker = createCustodyTracker([start, end]);
    // d1: in care all along (no event). d2: adopted in the month. d3: came in during the month.
    // d4: came in after the month (not there at its end). c1: went to foster in the month, back after it.
    // c2: adopted after the month, from care. d5: came and went within the month.
    tracker.addMove('d2', at('2026-10-10T12:00:00Z'), 'outcome');
    tracker.addMove('d3', at('2026-10-20T12:00:00Z'), 'intake');
    tracker.addMove('d4', at('2026-11-05T12:00:00Z'), 'intake');
    tracker.addMove('c1', at('2026-11-10T12:00:00Z'), 'fromFoster');
    tracker.addMove('c1', at('2026-10-12T12:00:00Z'), 'toFoster');
    tracker.addMove('c2', at('2026-11-02T12:00:00Z'), 'outcome');
    tracker.addMove('d5', at('2026-10-03T12:00:00Z'), 'intake');
    tracker.addMove('d5', at('2026-10-04T12:00:00Z'), 'outcome');
    const animals = new Map<string, { animalType: string; now: CustodyState }>([
      ['d1', { animalType: 'Dog', now: 'care' }],
      ['d2', { animalType: 'Dog', now: 'out' }],
      ['d3', { animalType: 'Dog', now: 'foster' }],
      ['d4', { animalType: 'Dog', now: 'care' }],
      ['c1', { animalType: 'Cat', now: 'care' }],
      ['c2', { animalType: 'Cat', now: 'out' }],
      ['d5', { animalType: 'Dog', now: 'out' }],
      ['gone', { animalType: 'Dog', now: 'out' }],
    ]);
    const { bySpecies, unknownAnimals } = tracker.countAt(animals);
    // Dogs at the start: d1, d2. At the end: d1, d3 (its intake left it in care; later moves are after).
    expect(bySpecies.get('canine')).toEqual([
      { inCare: 2, inFoster: 0 },
      { inCare: 2, inFoster: 0 },
    ]);
    // Cats at the start: c1 (before it went to foster), c2. At the end: c1 in foster, c2 in care.
    expect(bySpecies.get('feline')).toEqual([
      { inCare: 2, inFoster: 0 },
      { inCare: 1, inFoster: 1 },
    ]);
    expect(unknownAnimals).toBe(0);
  });

  it('takes an event at the very moment as after it, and counts animals of no species apart', () => {
    const tracker = createCustodyTracker([start]);
    tracker.addMove('a', start, 'intake');
    const { bySpecies, unknownAnimals } = tracker.countAt(
      new Map([
        ['a', { animalType: 'Dog', now: 'care' as const }],
        ['b', { animalType: 'Alpaca', now: 'care' as const }],
      ]),
    );
    expect(bySpecies.get('canine')).toBeUndefined();
    expect(unknownAnimals).toBe(1);
  });

  it('reads foster moves by the vendor’s types and every other event by its direction', () => {
    expect(custodyMoveOf('shelterluv', 'Outcome.Foster', 'outcome')).toBe('toFoster');
    expect(custodyMoveOf('shelterluv', 'Intake.FosterReturn', 'intake')).toBe('fromFoster');
    expect(custodyMoveOf('shelterluv', 'Intake.Stray', 'intake')).toBe('intake');
    expect(custodyMoveOf('shelterbuddy', 'Outcome.Adopted', 'outcome')).toBe('outcome');
  });
});
