/**
 * Year-to-date totals per species (000 §2-§3): intakes, live and other outcomes, and the four services
 * groups. The shape of `ytd_species_totals`, how to compute it from a year's records, and the table and
 * CSV built from it.
 */
import {
  INTAKE_CATEGORIES,
  OUTCOME_CATEGORIES,
  SERVICE_CATEGORIES,
  SERVICE_GROUPS,
  type ServiceGroup,
} from '../categories';
import { SERVICE_GROUP_TOTALS } from '../options/report-groups';
import { enteredFields } from '../record-fields';
import { SPECIES_KEYS, type Species, speciesLabel } from '../species';
import type { EntryAction } from '../statuses';
import { type CountRecord, sumFields } from './counts';

export type YtdSpeciesTotals = {
  species: Species;
  totalIntake: number;
  totalLiveOutcomes: number;
  totalOtherOutcomes: number;
  totalFieldServices: number;
  totalVeterinaryServices: number;
  totalSupportServices: number;
  totalBehaviorServices: number;
};
export type YtdTotalKey = Exclude<keyof YtdSpeciesTotals, 'species'>;

/** The table's columns in each mode (000 §2). */
export const YTD_COLUMNS: Record<EntryAction, readonly { key: YtdTotalKey; label: string }[]> = {
  intake_outcome: [
    { key: 'totalIntake', label: 'Total Intake' },
    { key: 'totalLiveOutcomes', label: 'Total Live Outcomes' },
    { key: 'totalOtherOutcomes', label: 'Other Outcomes' },
  ],
  services: [
    { key: 'totalFieldServices', label: 'Field' },
    { key: 'totalSupportServices', label: 'Support' },
    { key: 'totalBehaviorServices', label: 'Behavior' },
    { key: 'totalVeterinaryServices', label: 'Veterinary Services' },
  ],
};

type SpeciesRecord = CountRecord & { species: string };
const LIVE_OUTCOME_FIELDS = enteredFields(OUTCOME_CATEGORIES.filter((c) => c.group === 'live_outcome'));
const OTHER_OUTCOME_FIELDS = enteredFields(OUTCOME_CATEGORIES.filter((c) => c.group === 'other_outcome'));
const INTAKE_FIELDS = enteredFields(INTAKE_CATEGORIES);
const serviceFields = (group: ServiceGroup) =>
  enteredFields(SERVICE_CATEGORIES.filter((c) => c.group === group));

/** Per species present in any record, in the species order, the year's totals. */
export function computeYtdSpeciesTotals(records: {
  intakes?: readonly SpeciesRecord[];
  outcomes?: readonly SpeciesRecord[];
  services?: readonly SpeciesRecord[];
}): YtdSpeciesTotals[] {
  const { intakes = [], outcomes = [], services = [] } = records;
  const present = new Set([...intakes, ...outcomes, ...services].map((r) => r.species));
  return SPECIES_KEYS.filter((s) => present.has(s)).map((species) => {
    const of = (list: readonly SpeciesRecord[]) => list.filter((r) => r.species === species);
    const row = {
      species,
      totalIntake: sumFields(of(intakes), INTAKE_FIELDS),
      totalLiveOutcomes: sumFields(of(outcomes), LIVE_OUTCOME_FIELDS),
      totalOtherOutcomes: sumFields(of(outcomes), OTHER_OUTCOME_FIELDS),
    } as YtdSpeciesTotals;
    for (const group of SERVICE_GROUPS) {
      row[SERVICE_GROUP_TOTALS[group.key].ytdField as YtdTotalKey] = sumFields(
        of(services),
        serviceFields(group.key),
      );
    }
    return row;
  });
}

/** The combined totals over every species. */
export function combineYtdTotals(rows: readonly YtdSpeciesTotals[]): Record<YtdTotalKey, number> {
  const keys = [...YTD_COLUMNS.intake_outcome, ...YTD_COLUMNS.services].map((c) => c.key);
  return Object.fromEntries(
    keys.map((k) => [k, rows.reduce((sum, r) => sum + Math.max(r[k], 0), 0)]),
  ) as Record<YtdTotalKey, number>;
}

/** The year-to-date CSV: a header, a row per species, and the combined totals. */
export function ytdCsvRows(rows: readonly YtdSpeciesTotals[], action: EntryAction): string[][] {
  const columns = YTD_COLUMNS[action];
  const total = combineYtdTotals(rows);
  return [
    ['Species', ...columns.map((c) => c.label)],
    ...rows.map((r) => [speciesLabel(r.species), ...columns.map((c) => String(r[c.key]))]),
    ['Total', ...columns.map((c) => String(total[c.key]))],
  ];
}
