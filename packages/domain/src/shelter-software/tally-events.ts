/**
 * A month of shelter-software events counted as SAC categories (issue 16): each intake or outcome event of an
 * animal goes to its species (from the vendor's animal type), its age group at the event (younger than 5
 * months is `youth`, "up to 5 months"; 5 months and older `adult`; no birth date `ageUnknown`) and the SAC
 * category its event type is mapped to. What cannot be counted is listed, never guessed: event types not mapped
 * yet (they block an aggregation), animal types that are no SAC species. Types mapped to "Not counted" are
 * left out on purpose.
 */
import type { AgeGroup } from '../age-groups';
import type { Species } from '../species';
import { type EventDirection, NOT_COUNTED } from './event-mapping';

export type TalliedEvent = {
  /** The event type's key (`eventKey`). */
  key: string;
  direction: EventDirection;
  at: Date;
  /** The vendor's animal type: Dog, Cat, Guinea Pig… */
  animalType: string | null;
  birthDate: Date | null;
};

/** Vendor animal types (lower case) and the SAC species they count as. */
const SPECIES_OF_ANIMAL_TYPE: Record<string, Species> = {
  dog: 'canine',
  puppy: 'canine',
  cat: 'feline',
  kitten: 'feline',
  rabbit: 'rabbit',
  horse: 'equine',
  pony: 'equine',
  donkey: 'equine',
  mule: 'equine',
  bird: 'bird',
  chicken: 'farm_animal',
  duck: 'farm_animal',
  goat: 'farm_animal',
  pig: 'farm_animal',
  sheep: 'farm_animal',
  cow: 'farm_animal',
  livestock: 'farm_animal',
  'guinea pig': 'small_mammal',
  hamster: 'small_mammal',
  gerbil: 'small_mammal',
  rat: 'small_mammal',
  mouse: 'small_mammal',
  ferret: 'small_mammal',
  chinchilla: 'small_mammal',
  hedgehog: 'small_mammal',
  'small animal': 'small_mammal',
  reptile: 'reptile_or_amphibian',
  snake: 'reptile_or_amphibian',
  lizard: 'reptile_or_amphibian',
  turtle: 'reptile_or_amphibian',
  tortoise: 'reptile_or_amphibian',
  amphibian: 'reptile_or_amphibian',
  frog: 'reptile_or_amphibian',
};

export function speciesOfAnimalType(animalType: string | null | undefined): Species | null {
  return SPECIES_OF_ANIMAL_TYPE[animalType?.trim().toLowerCase() ?? ''] ?? null;
}

/** `adult` from the day an animal is 5 months old, `youth` before it; `ageUnknown` without a birth date. */
export function ageGroupAt(birthDate: Date | null, at: Date): AgeGroup {
  if (!birthDate || Number.isNaN(birthDate.getTime())) return 'ageUnknown';
  const fiveMonths = new Date(birthDate);
  fiveMonths.setUTCMonth(fiveMonths.getUTCMonth() + 5);
  return at < fiveMonths ? 'youth' : 'adult';
}

/** species → category → age group → count. */
export type CategoryCounts = Map<Species, Map<string, Record<AgeGroup, number>>>;

export type MonthTally = {
  intakes: CategoryCounts;
  outcomes: CategoryCounts;
  /** Events counted into a category. */
  counted: number;
  /** Events of types mapped to "Not counted". */
  notCounted: number;
  /** Keys of event types without a category, with their events: these block the aggregation. */
  unmapped: Map<string, number>;
  /** Animal types that are no SAC species, with their events (not counted). */
  unknownAnimalTypes: Map<string, number>;
};

const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

/** A tally with nothing counted yet, to which `countEvent` adds one event at a time. */
export function emptyTally(): MonthTally {
  return {
    intakes: new Map(),
    outcomes: new Map(),
    counted: 0,
    notCounted: 0,
    unmapped: new Map(),
    unknownAnimalTypes: new Map(),
  };
}

/** Adds one event to the tally, with `categories` mapping an event type's key to its category. */
export function countEvent(
  tally: MonthTally,
  event: TalliedEvent,
  categories: ReadonlyMap<string, string | null>,
): void {
  const category = categories.get(event.key) ?? null;
  if (category === null) {
    bump(tally.unmapped, event.key);
    return;
  }
  if (category === NOT_COUNTED) {
    tally.notCounted += 1;
    return;
  }
  const species = speciesOfAnimalType(event.animalType);
  if (!species) {
    bump(tally.unknownAnimalTypes, event.animalType?.trim() || '(none)');
    return;
  }
  const bySpecies = event.direction === 'intake' ? tally.intakes : tally.outcomes;
  const byCategory = bySpecies.get(species) ?? new Map<string, Record<AgeGroup, number>>();
  bySpecies.set(species, byCategory);
  const counts = byCategory.get(category) ?? { adult: 0, youth: 0, ageUnknown: 0 };
  byCategory.set(category, counts);
  counts[ageGroupAt(event.birthDate, event.at)] += 1;
  tally.counted += 1;
}

/** Counts the events by species, category and age group, with `categories` mapping a key to its category. */
export function tallyEvents(
  events: Iterable<TalliedEvent>,
  categories: ReadonlyMap<string, string | null>,
): MonthTally {
  const tally = emptyTally();
  for (const event of events) countEvent(tally, event, categories);
  return tally;
}
