/**
 * The home's overviews of one location's year (000 §2 Home), computed from the year's records of one
 * database: the monthly totals per species group for the stacked graph (canine, feline, other), and the
 * rows of the category table (one per intake category or service, per age group). Negative values are
 * ignored in every sum (000 §5).
 */
import {
  AGE_GROUP_KEYS,
  type AgeGroup,
  type AgeTableRow,
  CATEGORIES_OF,
  type CategoryDef,
  type CountRecord,
  countField,
  countValue,
  isLegacyRecord,
  MONTH_NAMES,
  reportCategories,
  SERVICE_GROUP_TOTALS,
  SERVICE_GROUPS,
  SPECIES,
  type SpeciesReportGroup,
  sumIgnoringNegatives,
} from '@sac/domain';

/** The two record kinds the home summarizes: intakes for IOD, services for CSD. */
export type OverviewKind = 'animal_intakes' | 'animal_services';

export type YearRecord = CountRecord & { species: string; yearOfRecord: number; monthOfRecord: number };

export type MonthSpeciesTotals = { month: string } & Record<SpeciesReportGroup, number>;

export type CategoryRow = AgeTableRow & { key: string } & Record<AgeGroup, number>;

const SERVICE_TOTAL_FIELDS = SERVICE_GROUPS.map((g) => SERVICE_GROUP_TOTALS[g.key].totalField);

/** What a record adds to the graph: its total live intakes, or the sum of its four services groups. */
export function recordTotal(record: CountRecord, kind: OverviewKind): number {
  if (kind === 'animal_intakes') return countValue(record.totalLiveIntakeCount);
  return sumIgnoringNegatives(SERVICE_TOTAL_FIELDS.map((field) => record[field]));
}

/** canine, feline, or other for every other species (and anything unknown). */
export function speciesGroup(species: string): SpeciesReportGroup {
  return SPECIES.find((s) => s.key === species)?.reportGroup ?? 'other';
}

/** Twelve months, January first, each with the totals of canines, felines and other species. */
export function monthlySpeciesTotals(
  records: readonly YearRecord[],
  kind: OverviewKind,
): MonthSpeciesTotals[] {
  const months = MONTH_NAMES.map((name) => ({ month: name.slice(0, 3), canine: 0, feline: 0, other: 0 }));
  for (const record of records) {
    const month = months[record.monthOfRecord - 1];
    if (month) month[speciesGroup(record.species)] += recordTotal(record, kind);
  }
  return months;
}

/** The categories a record is reported under (a legacy record's undesignated transfers, 000 §5). */
function categoriesOfRecord(record: YearRecord, kind: OverviewKind): readonly CategoryDef[] {
  const categories = CATEGORIES_OF[kind];
  return kind === 'animal_intakes'
    ? reportCategories(categories, isLegacyRecord(record, categories))
    : categories;
}

/**
 * One row per category reported by any of the records, in the domain's order: the year's sums per age
 * group and their subtotal. No records, no rows.
 */
export function categoryRows(records: readonly YearRecord[], kind: OverviewKind): CategoryRow[] {
  const rows = new Map<string, CategoryRow>();
  for (const record of records) {
    for (const category of categoriesOfRecord(record, kind)) {
      let row = rows.get(category.key);
      if (!row) {
        row = { key: category.key, label: category.label, adult: 0, youth: 0, ageUnknown: 0, subtotal: 0 };
        rows.set(category.key, row);
      }
      for (const ageGroup of AGE_GROUP_KEYS) {
        const value = countValue(record[countField(ageGroup, category.key)]);
        row[ageGroup] += value;
        row.subtotal = (row.subtotal ?? 0) + value;
      }
    }
  }
  return CATEGORIES_OF[kind].flatMap((c) => rows.get(c.key) ?? []);
}
