/**
 * The animals in custody at a month's first and last moment, from shelter software (issue 16): where each
 * animal is now (in care, in foster, or gone), walked back through the intake and outcome events from the
 * month's start to now. At a moment, an animal is where its last event before the moment left it; with no
 * event before the moment in the events read, where its first event after the moment found it; with no event
 * since the moment at all, where it is now. Going to and coming back from foster are movements of their own
 * (each vendor's foster event types); any other intake brings an animal into care, any other outcome takes it
 * out of custody. Only the first event after and the last event before each moment are kept per animal, so
 * memory grows with the animals, not with the events.
 */
import type { Species } from '../species';
import type { EventDirection, ShelterSoftwareVendor } from './event-mapping';
import { speciesOfAnimalType } from './tally-events';

export type CustodyState = 'care' | 'foster' | 'out';
export type CustodyMove = 'intake' | 'outcome' | 'toFoster' | 'fromFoster';

/** Each vendor's event types that move an animal to foster and back (never counted as intakes or outcomes). */
export const FOSTER_EVENT_TYPES: Record<ShelterSoftwareVendor, { toFoster: string[]; fromFoster: string[] }> =
  {
    shelterluv: { toFoster: ['Outcome.Foster'], fromFoster: ['Intake.FosterReturn'] },
    shelterbuddy: { toFoster: ['Outcome.Fostered'], fromFoster: ['Intake.Returned from Foster'] },
  };

/** The custody movement of an event type of a direction: foster moves by the vendor's list. */
export function custodyMoveOf(
  vendor: ShelterSoftwareVendor,
  key: string,
  direction: EventDirection,
): CustodyMove {
  const foster = FOSTER_EVENT_TYPES[vendor];
  if (foster.toFoster.includes(key)) return 'toFoster';
  if (foster.fromFoster.includes(key)) return 'fromFoster';
  return direction;
}

const AFTER: Record<CustodyMove, CustodyState> = {
  intake: 'care',
  outcome: 'out',
  toFoster: 'foster',
  fromFoster: 'care',
};
/** An outcome's animal is taken to have been in care: an outcome from foster is preceded by its foster move. */
const BEFORE: Record<CustodyMove, CustodyState> = {
  intake: 'out',
  outcome: 'care',
  toFoster: 'care',
  fromFoster: 'foster',
};

type Move = { at: number; move: CustodyMove };
type Nearest = { lastBefore?: Move; firstAfter?: Move };

export type CustodyCounts = { inCare: number; inFoster: number };

export type CustodyTracker = {
  /** An intake or outcome event of an animal. */
  addMove(animalId: string, at: Date, move: CustodyMove): void;
  /** Per species, the animals in care and in foster at each moment, given each animal's type and state now. */
  countAt(animals: ReadonlyMap<string, { animalType: string | null; now: CustodyState }>): {
    bySpecies: Map<Species, CustodyCounts[]>;
    unknownAnimals: number;
  };
};

/** A tracker of where animals were at `moments` (each the instant a count is taken). */
export function createCustodyTracker(moments: readonly Date[]): CustodyTracker {
  const times = moments.map((m) => m.getTime());
  const nearest = new Map<string, Nearest[]>();

  return {
    addMove(animalId, at, move) {
      const time = at.getTime();
      let perMoment = nearest.get(animalId);
      if (!perMoment) {
        perMoment = times.map(() => ({}));
        nearest.set(animalId, perMoment);
      }
      times.forEach((moment, i) => {
        const slot = perMoment![i]!;
        if (time < moment) {
          if (!slot.lastBefore || time >= slot.lastBefore.at) slot.lastBefore = { at: time, move };
        } else if (!slot.firstAfter || time < slot.firstAfter.at) {
          slot.firstAfter = { at: time, move };
        }
      });
    },

    countAt(animals) {
      const bySpecies = new Map<Species, CustodyCounts[]>();
      let unknownAnimals = 0;
      const ids = new Set([...animals.keys(), ...nearest.keys()]);
      for (const id of ids) {
        const animal = animals.get(id);
        const states = times.map((_, i) => {
          const slot = nearest.get(id)?.[i];
          if (slot?.lastBefore) return AFTER[slot.lastBefore.move];
          if (slot?.firstAfter) return BEFORE[slot.firstAfter.move];
          return animal?.now ?? 'out';
        });
        if (states.every((state) => state === 'out')) continue;
        const species = speciesOfAnimalType(animal?.animalType);
        if (!species) {
          unknownAnimals += 1;
          continue;
        }
        let counts = bySpecies.get(species);
        if (!counts) {
          counts = times.map(() => ({ inCare: 0, inFoster: 0 }));
          bySpecies.set(species, counts);
        }
        states.forEach((state, i) => {
          if (state === 'care') counts![i]!.inCare += 1;
          else if (state === 'foster') counts![i]!.inFoster += 1;
        });
      }
      return { bySpecies, unknownAnimals };
    },
  };
}
