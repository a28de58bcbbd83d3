/**
 * Monthly records of one demo location, simulated month by month: intakes and outcomes spread over the
 * categories, the animals in care carried from each month's ending count into the next month's
 * beginning, cats arriving in summer, and the location's pattern of complete, incomplete and unbegun months.
 */
import { AGE_GROUP_KEYS, countField, ENTERED_FIELDS, type RecordKind, type Species } from '@sac/domain';
import type { MonthPlan } from './demo-plans';
import { enteredAt, isLegacyMonth, notAfter, type RecordMonth } from './months';
import type { Random } from './prng';
import {
  AGE_UNKNOWN_SHARE,
  intakeShares,
  outcomeShares,
  type ReportGroup,
  reportGroupOf,
  SERVICE_AGE_SHARES,
  SPECIES_SIZE,
  seasonOf,
  serviceMeans,
  summerBump,
  youthShareOf,
} from './profiles';
import type { Counts, SeedRecord } from './record-rows';

export type DemoLocationData = {
  locationId: number;
  organizationId: number;
  species: Species[];
  /** Canine intakes in an average month; 120 is a mid-size shelter. */
  canineIntake: number;
  planOf: (month: RecordMonth) => MonthPlan;
};

type Stock = { inCare: number; inFoster: number };

/** Integers in proportion to jittered shares, summing exactly to `total`. */
function splitTotal(total: number, shares: Record<string, number>, random: Random): Record<string, number> {
  const keys = Object.keys(shares);
  const weights = keys.map((k) => (shares[k] ?? 0) * (0.8 + 0.4 * random.next()));
  const sum = weights.reduce((a, b) => a + b, 0);
  const cells = weights.map((w) => (sum > 0 ? Math.floor((total * w) / sum) : 0));
  const largest = weights.indexOf(Math.max(...weights));
  cells[largest] = (cells[largest] ?? 0) + total - cells.reduce((a, b) => a + b, 0);
  return Object.fromEntries(keys.map((k, i) => [k, cells[i] ?? 0]));
}

function byCategoryAndAge(
  total: number,
  shares: Record<string, number>,
  youth: number,
  random: Random,
): Counts {
  const ageShares = { adult: 1 - youth - AGE_UNKNOWN_SHARE, youth, ageUnknown: AGE_UNKNOWN_SHARE };
  const counts: Counts = {};
  for (const [category, count] of Object.entries(splitTotal(total, shares, random))) {
    for (const [age, n] of Object.entries(splitTotal(count, ageShares, random)))
      counts[`${age}${category}Count`] = n;
  }
  return counts;
}

function serviceCounts(group: ReportGroup, month: number, scale: number, random: Random): Counts {
  const counts: Counts = {};
  for (const [category, mean] of Object.entries(serviceMeans(group))) {
    const seasonal = category === 'TrapNeuterReturn' ? 0.4 + 1.2 * summerBump(month) : 1;
    for (const age of AGE_GROUP_KEYS) {
      counts[countField(age, category)] = random.poisson(mean * scale * seasonal * SERVICE_AGE_SHARES[age]);
    }
  }
  return counts;
}

/** Advances the animals in care by one month and returns that month's intake/outcome records' counts. */
function simulateMonth(species: Species, month: RecordMonth, size: number, stock: Stock, random: Random) {
  const group = reportGroupOf(species);
  const season = seasonOf(group, month.month);
  const target = size * 0.8 * season;
  const intake = random.poisson(size * season * (1 + 0.08 * random.gauss()));
  const pull = (stock.inCare - target) * 0.3 + random.gauss() * Math.sqrt(intake) * 0.5;
  const outcome = Math.min(stock.inCare + intake, Math.max(0, Math.round(intake + pull)));
  const begin = stock.inCare;
  const drift = random.chance(0.1) ? random.int(-2, 2) : 0;
  const end = Math.max(0, begin + intake - outcome + drift);
  const fosterBegin = stock.inFoster;
  const fosterEnd = Math.max(0, Math.round(target * 0.35 * (0.85 + 0.3 * random.next())));
  Object.assign(stock, { inCare: end, inFoster: fosterEnd });
  const legacy = isLegacyMonth(month.year, month.month);
  const youth = youthShareOf(group, month.month);
  return {
    animal_counts: {
      beginningAnimalCount: begin,
      beginningFosterAnimalCount: fosterBegin,
      endingAnimalCount: end,
      endingFosterAnimalCount: fosterEnd,
    },
    animal_intakes: byCategoryAndAge(intake, intakeShares(group, legacy), youth, random),
    animal_outcomes: byCategoryAndAge(outcome, outcomeShares(group, legacy), youth, random),
  } satisfies Partial<Record<RecordKind, Counts>>;
}

/** Empties a few entered fields of a month's records, so the month stays incomplete. */
function leaveIncomplete(records: SeedRecord[], random: Random) {
  for (let n = random.int(2, 5); n > 0 && records.length > 0; n -= 1) {
    const record = random.pick(records);
    record.counts[random.pick(ENTERED_FIELDS[record.kind])] = null;
  }
}

const blank = (kind: RecordKind): Counts => Object.fromEntries(ENTERED_FIELDS[kind].map((f) => [f, null]));

export function simulateLocation(data: DemoLocationData, months: RecordMonth[], now: Date, random: Random) {
  const records: SeedRecord[] = [];
  const stocks = new Map<Species, Stock>();
  for (const species of data.species) {
    const size = data.canineIntake * SPECIES_SIZE[species];
    stocks.set(species, { inCare: Math.round(size * 0.8), inFoster: Math.round(size * 0.3) });
  }
  for (const month of months) {
    const plan = data.planOf(month);
    const createdAt = enteredAt(month, random.int(2, 14) + random.next(), now);
    const updatedAt = notAfter(new Date(createdAt.getTime() + random.int(0, 6) * 86_400_000), now);
    const { locationId, organizationId } = data;
    const dated = { yearOfRecord: month.year, monthOfRecord: month.month, dateOfRecord: month.date };
    const base = { locationId, organizationId, ...dated, createdAt, updatedAt };
    const intakeOutcome: SeedRecord[] = [];
    const services: SeedRecord[] = [];
    for (const species of data.species) {
      const size = data.canineIntake * SPECIES_SIZE[species];
      const simulated = simulateMonth(species, month, size, stocks.get(species)!, random);
      if (plan.intakeOutcome !== 'none') {
        for (const [kind, counts] of Object.entries(simulated) as [RecordKind, Counts][]) {
          const entered = plan.intakeOutcome === 'blank' ? blank(kind) : counts;
          intakeOutcome.push({ ...base, kind, species, counts: entered });
        }
      }
      if (plan.services !== 'none') {
        const counts = serviceCounts(reportGroupOf(species), month.month, data.canineIntake / 120, random);
        if (plan.services === 'noServices') for (const field of Object.keys(counts)) counts[field] = 0;
        services.push({ ...base, kind: 'animal_services', species, counts });
      }
    }
    if (plan.intakeOutcome === 'incomplete') leaveIncomplete(intakeOutcome, random);
    if (plan.services === 'incomplete') leaveIncomplete(services, random);
    records.push(...intakeOutcome, ...services);
  }
  return records;
}
