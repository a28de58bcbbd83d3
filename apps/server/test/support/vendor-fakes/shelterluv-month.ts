/**
 * A month of ShelterLuv data for the fake (issue 16), with the records it must become, worked out by hand:
 * ten animals whose events fall before, in and after the month — strays, a surrender, transfers in and out,
 * adoptions, a foster placement (not counted, but it moves the animal to foster), an event of another kind —
 * and the animals in custody now. `generatedShelterluvMonth` makes any number of events over a fixed set of
 * animals, for paging and speed.
 */
import type { FakeAnimal, FakeEvent } from './shelterluv-fake';

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** The instant `day` (1-based; past the month's end runs into the next) at `hour` UTC of a month. */
const dayOf = (year: number, month: number, day: number, hour = 12) =>
  new Date(Date.UTC(year, month - 1, day, hour));

function event(type: string, animalId: string, when: Date): FakeEvent {
  return {
    Type: type,
    Subtype: null,
    Time: String(unix(when)),
    User: 'staff@example.org',
    AssociatedRecords: [
      { Type: 'Animal', Id: animalId },
      { Type: 'Person', Id: 'P1' },
    ],
  };
}

export type MonthFixture = {
  animals: FakeAnimal[];
  events: FakeEvent[];
  /** The records the month must become, by species: count field → value (the fields not listed are 0). */
  expected: {
    intakes: Record<string, Record<string, number>>;
    outcomes: Record<string, Record<string, number>>;
    counts: Record<string, Record<string, number>>;
  };
};

export function shelterluvMonth(year: number, month: number): MonthFixture {
  const d = (day: number, hour?: number) => dayOf(year, month, day, hour);
  const daysIn = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const after = (days: number) => d(daysIn + days);
  const born = (monthsBefore: number) => unix(new Date(Date.UTC(year, month - 1 - monthsBefore, 1)));
  const updated = unix(after(6));
  const animal = (
    ID: string,
    Type: string,
    now: 'care' | 'foster' | 'out',
    DOBUnixTime?: number,
  ): FakeAnimal => ({
    ID,
    Type,
    Status: now === 'out' ? 'Adopted' : now === 'foster' ? 'In Foster' : 'Available In Shelter',
    InCustody: now !== 'out',
    InFoster: now === 'foster',
    DOBUnixTime,
    LastUpdatedUnixTime: ID === 'D1' ? unix(d(1)) - 86_400 * 90 : updated,
  });
  return {
    animals: [
      animal('D1', 'Dog', 'care', born(70)), // in care all along: no event
      animal('D2', 'Dog', 'care', born(30)), // a stray who stays
      animal('D3', 'Dog', 'out', born(2)), // a stray puppy, adopted in the month
      animal('D4', 'Dog', 'out', born(40)), // in care at the start, adopted in the month
      animal('D5', 'Dog', 'foster'), // surrendered without a birth date, then to foster
      animal('C1', 'Cat', 'care', born(3)), // a stray kitten who stays
      animal('C2', 'Cat', 'out', born(100)), // transferred in, then out
      animal('C3', 'Cat', 'care', born(24)), // a stray after the month
      animal('C4', 'Cat', 'out', born(50)), // in care at the month's end, adopted after it
      animal('R1', 'Rabbit', 'care', born(12)), // surrendered
    ],
    events: [
      event('Intake.Stray', 'D2', d(5)),
      event('Intake.Stray', 'D3', d(10)),
      event('Outcome.Adoption', 'D3', d(25)),
      event('Outcome.Adoption', 'D4', d(12)),
      event('Intake.OwnerSurrender', 'D5', d(20)),
      event('Outcome.Foster', 'D5', d(22)),
      event('Intake.Stray', 'C1', d(3)),
      event('Intake.Transfer', 'C2', d(8)),
      event('Outcome.Transfer', 'C2', d(28)),
      event('Intake.Stray', 'C3', after(3)),
      event('Outcome.Adoption', 'C4', after(5)),
      event('Intake.OwnerSurrender', 'R1', d(15)),
      event('Medical.Vaccination', 'D2', d(6)),
    ],
    expected: {
      intakes: {
        canine: {
          adultStrayAtLargeCount: 1,
          youthStrayAtLargeCount: 1,
          ageUnknownRelinquishedByOwnerCount: 1,
        },
        feline: { youthStrayAtLargeCount: 1, adultTransferredInstateInFromAgencyCount: 1 },
        rabbit: { adultRelinquishedByOwnerCount: 1 },
      },
      outcomes: {
        canine: { youthAdoptionCount: 1, adultAdoptionCount: 1 },
        feline: { adultTransferredInstateToAnotherAgencyCount: 1 },
        rabbit: {},
      },
      counts: {
        canine: {
          beginningAnimalCount: 2,
          beginningFosterAnimalCount: 0,
          endingAnimalCount: 2,
          endingFosterAnimalCount: 1,
        },
        feline: {
          beginningAnimalCount: 1,
          beginningFosterAnimalCount: 0,
          endingAnimalCount: 2,
          endingFosterAnimalCount: 0,
        },
        rabbit: {
          beginningAnimalCount: 0,
          beginningFosterAnimalCount: 0,
          endingAnimalCount: 1,
          endingFosterAnimalCount: 0,
        },
      },
    },
  };
}

const TYPES = ['Intake.Stray', 'Intake.OwnerSurrender', 'Outcome.Adoption', 'Outcome.Transfer'] as const;

/** `events` events of a month over `animals` dogs and cats (deterministic), for paging and speed. */
export function generatedShelterluvMonth(
  year: number,
  month: number,
  { events, animals }: { events: number; animals: number },
): Pick<MonthFixture, 'animals' | 'events'> {
  const start = Date.UTC(year, month - 1, 1);
  const span = Date.UTC(year, month, 1) - start;
  const updated = Math.floor((start + span + 86_400_000) / 1000);
  return {
    animals: Array.from({ length: animals }, (_, i) => ({
      ID: `G${i}`,
      Type: i % 2 === 0 ? 'Dog' : 'Cat',
      Status: i % 3 === 0 ? 'Adopted' : 'Available In Shelter',
      InCustody: i % 3 !== 0,
      InFoster: false,
      DOBUnixTime: Math.floor((start - (i % 24) * 30 * 86_400_000) / 1000),
      LastUpdatedUnixTime: updated,
    })),
    events: Array.from({ length: events }, (_, i) =>
      event(TYPES[i % TYPES.length]!, `G${i % animals}`, new Date(start + Math.floor((i / events) * span))),
    ),
  };
}
