/**
 * A month of an organization's shelter-software events, read from its vendor and counted (issue 16): the
 * month's intake and outcome events tallied by species, SAC category and age group (`countEvent`), the event
 * types seen (for the API Mapping), and, when the vendor allows it, the animals in custody at the month's first
 * and last moment (`createCustodyTracker`). Events are read a page at a time and counted as they come, so
 * memory grows with the animals and the event types, not with the events.
 *
 * - ShelterLuv: the animals changed since the month began (each animal with an event since then) and those in
 *   custody now, then every event from the month's start to now: the month's events are counted, and all of
 *   them walk custody back from now. Months are read in UTC (ShelterLuv's API gives no time zone).
 * - ShelterBuddy: its first location's UTC offset places the month; the animals changed since the month
 *   began, then the month's status changes. Its API gives no custody on a past day, so the counts are left
 *   to the organization.
 */
import {
  type CustodyCounts,
  type CustodyState,
  countEvent,
  createCustodyTracker,
  custodyMoveOf,
  directionOf,
  type EventDirection,
  emptyTally,
  eventKey,
  type MonthTally,
  type Species,
} from '@sac/domain';
import type { ShelterbuddyClient } from '../integrations/shelterbuddy/shelterbuddy-client';
import type { ShelterluvClient } from '../integrations/shelterluv/shelterluv-client';
import type { VendorClient } from '../integrations/vendor-clients';

export type SeenEventType = {
  key: string;
  direction: EventDirection;
  type: string;
  subtype: string | null;
  events: number;
  lastSeenAt: Date;
};

export type PulledMonth = {
  /** The month's intake and outcome events read. */
  eventsPulled: number;
  tally: MonthTally;
  seen: Map<string, SeenEventType>;
  /** Per species, the animals in care and in foster at the month's start [0] and end [1]; null when unknown. */
  custody: Map<Species, CustodyCounts[]> | null;
  /** Why the counts are not given, when they are not. */
  countsNote: string | null;
};

type AnimalFacts = { animalType: string | null; birthDate: Date | null; now: CustodyState };

const HOUR_MS = 3_600_000;

/** The month's first moment and the next month's, at a UTC offset in hours. */
export function monthBounds(year: number, month: number, utcOffsetHours = 0): { start: Date; end: Date } {
  const shift = utcOffsetHours * HOUR_MS;
  return {
    start: new Date(Date.UTC(year, month - 1, 1) - shift),
    end: new Date(Date.UTC(year, month, 1) - shift),
  };
}

function seeType(seen: Map<string, SeenEventType>, type: string, subtype: string | null, at: Date) {
  const key = eventKey(type, subtype);
  const entry = seen.get(key);
  if (entry) {
    entry.events += 1;
    if (at > entry.lastSeenAt) entry.lastSeenAt = at;
  } else {
    seen.set(key, { key, direction: directionOf(type)!, type, subtype, events: 1, lastSeenAt: at });
  }
}

const fromUnix = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined || !Number.isFinite(seconds) ? null : new Date(seconds * 1000);

async function pullShelterluv(
  client: ShelterluvClient,
  year: number,
  month: number,
  categories: ReadonlyMap<string, string | null>,
): Promise<PulledMonth> {
  const { start, end } = monthBounds(year, month);
  const animals = new Map<string, AnimalFacts>();
  for await (const page of client.animals({ since: start })) {
    for (const animal of page) {
      animals.set(animal.ID, {
        animalType: animal.Type ?? null,
        birthDate: fromUnix(animal.DOBUnixTime),
        now: 'out',
      });
    }
  }
  for await (const page of client.animals({ statusType: 'in custody' })) {
    for (const animal of page) {
      animals.set(animal.ID, {
        animalType: animal.Type ?? null,
        birthDate: fromUnix(animal.DOBUnixTime),
        now: animal.InFoster ? 'foster' : 'care',
      });
    }
  }
  const tally = emptyTally();
  const seen = new Map<string, SeenEventType>();
  const tracker = createCustodyTracker([start, end]);
  let eventsPulled = 0;
  for await (const page of client.events({ since: start })) {
    for (const event of page) {
      const at = new Date(event.Time * 1000);
      const direction = directionOf(event.Type);
      if (!direction || at < start) continue;
      const subtype = event.Subtype || null;
      const key = eventKey(event.Type, subtype);
      const animalId = event.AssociatedRecords.find((record) => record.Type === 'Animal')?.Id;
      if (animalId) tracker.addMove(animalId, at, custodyMoveOf('shelterluv', key, direction));
      if (at >= end) continue;
      eventsPulled += 1;
      seeType(seen, event.Type, subtype, at);
      const animal = animalId ? animals.get(animalId) : undefined;
      countEvent(
        tally,
        { key, direction, at, animalType: animal?.animalType ?? null, birthDate: animal?.birthDate ?? null },
        categories,
      );
    }
  }
  const { bySpecies } = tracker.countAt(animals);
  return { eventsPulled, tally, seen, custody: bySpecies, countsNote: null };
}

export const SHELTERBUDDY_COUNTS_NOTE =
  'ShelterBuddy does not report the animals in custody on a past day: enter the month’s beginning and ending counts on its data entry page.';

async function pullShelterbuddy(
  client: ShelterbuddyClient,
  year: number,
  month: number,
  categories: ReadonlyMap<string, string | null>,
): Promise<PulledMonth> {
  const [location] = await client.locations();
  const { start, end } = monthBounds(year, month, location?.UtcOffset ?? 0);
  const animals = new Map<string, Omit<AnimalFacts, 'now'>>();
  for await (const page of client.animals({ updatedSince: start })) {
    for (const animal of page) {
      const birth = animal.DateOfBirthUtc ? new Date(animal.DateOfBirthUtc) : null;
      animals.set(animal.Id, {
        animalType: animal.AnimalType ?? null,
        birthDate: birth && !Number.isNaN(birth.getTime()) ? birth : null,
      });
    }
  }
  const tally = emptyTally();
  const seen = new Map<string, SeenEventType>();
  let eventsPulled = 0;
  for await (const page of client.statusChanges({ from: start, to: end })) {
    for (const change of page) {
      const type = change.StatusCategory ?? '';
      const direction = directionOf(type);
      const at = new Date(change.DateUtc);
      if (!direction || Number.isNaN(at.getTime()) || at < start || at >= end) continue;
      eventsPulled += 1;
      seeType(seen, type, change.Status, at);
      const animal = animals.get(change.AnimalId);
      countEvent(
        tally,
        {
          key: eventKey(type, change.Status),
          direction,
          at,
          animalType: animal?.animalType ?? null,
          birthDate: animal?.birthDate ?? null,
        },
        categories,
      );
    }
  }
  return { eventsPulled, tally, seen, custody: null, countsNote: SHELTERBUDDY_COUNTS_NOTE };
}

/** Reads and counts a month from the organization's vendor; a VendorError when the vendor cannot be read. */
export function pullMonth(
  vendor: VendorClient,
  year: number,
  month: number,
  categories: ReadonlyMap<string, string | null>,
): Promise<PulledMonth> {
  return vendor.vendor === 'shelterluv'
    ? pullShelterluv(vendor.client, year, month, categories)
    : pullShelterbuddy(vendor.client, year, month, categories);
}
