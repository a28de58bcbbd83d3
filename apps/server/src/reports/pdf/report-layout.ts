/**
 * The rows of a data report, generated from the domain's category lists: one page per period and species
 * group, its tables in two columns. Totals are the sums of the rows shown, so every table adds up.
 */
import {
  AGE_GROUP_KEYS,
  AGE_GROUPS,
  ANIMAL_COUNT_FIELDS,
  type CategoryDef,
  countField,
  type EntryAction,
  enteredFields,
  INTAKE_CATEGORIES,
  isLegacyRecord,
  OUTCOME_CATEGORIES,
  REPORT_SPECIES_GROUPS,
  reportCategories,
  SERVICE_CATEGORIES,
  SERVICE_GROUPS,
  type SpeciesReportGroup,
  sumFields,
} from '@sac/domain';
import type { DataPeriod } from '../data-csv';
import { type GroupSums, periodKey, type ReportSums } from './report-data';

/** A cell is null on a page without records: nothing was reported, which is not the same as 0. */
export type ReportRow = { label: string; cells: (number | null)[]; style: 'item' | 'subtotal' | 'total' };
export type ReportTable = { title: string; columns: readonly string[]; rows: ReportRow[] };
export type ReportPage = {
  period: DataPeriod;
  group: { key: SpeciesReportGroup; label: string };
  hasData: boolean;
  /** The left and the right column of tables. */
  columns: [ReportTable[], ReportTable[]];
  legacy: boolean;
};

const TOTAL = 'Total';
const ageColumns = (action: EntryAction) => [
  ...AGE_GROUPS.map((a) => (action === 'services' ? a.servicesLabel : a.label)),
  TOTAL,
];

function categoryRow(category: CategoryDef, sums: GroupSums | undefined): ReportRow {
  const ages = AGE_GROUP_KEYS.map((age) => (sums ? (sums.values[countField(age, category.key)] ?? 0) : null));
  const total = sums ? ages.reduce<number>((sum, n) => sum + (n ?? 0), 0) : null;
  return { label: category.label, cells: [...ages, total], style: 'item' };
}

function totalRow(label: string, rows: readonly ReportRow[], style: ReportRow['style']): ReportRow {
  const width = rows[0]?.cells.length ?? 0;
  const cells = Array.from({ length: width }, (_, i) =>
    rows.some((row) => row.cells[i] === null)
      ? null
      : rows.reduce((sum, row) => sum + (row.cells[i] ?? 0), 0),
  );
  return { label, cells, style };
}

/** Rows of `categories` in `group`, then their total. */
function groupRows(categories: readonly CategoryDef[], group: string, total: string, sums?: GroupSums) {
  const rows = categories.filter((c) => c.group === group).map((c) => categoryRow(c, sums));
  return { rows, total: totalRow(total, rows, 'subtotal') };
}

/**
 * Undesignated transfers instead of the designated ones in a legacy period. A year adds up months of both
 * kinds (2021 changes in March): there both show when the year holds designated transfers too, so that no
 * transfer of the year is left out.
 */
function shownCategories(
  categories: readonly CategoryDef[],
  legacy: boolean,
  period: DataPeriod,
  sums: GroupSums | undefined,
) {
  const designated = enteredFields(categories.filter((c) => c.designatedTransfer));
  const both =
    legacy && period.month === undefined && sums !== undefined && sumFields(sums.values, designated) > 0;
  return both ? categories : reportCategories(categories, legacy);
}

function isLegacyPeriod(period: DataPeriod, sums: GroupSums | undefined): boolean {
  if (!sums) return false;
  const record = { ...sums.values, yearOfRecord: period.year, monthOfRecord: period.month ?? 1 };
  return isLegacyRecord(record, [...INTAKE_CATEGORIES, ...OUTCOME_CATEGORIES]);
}

function intakeOutcomeColumns(period: DataPeriod, sums: GroupSums | undefined, legacy: boolean) {
  const counts: ReportTable = {
    title: 'Animal Counts',
    columns: ['Animals'],
    rows: ANIMAL_COUNT_FIELDS.map((f) => ({
      label: f.label,
      cells: [sums ? (sums.values[f.key] ?? 0) : null],
      style: 'item',
    })),
  };
  const columns = ageColumns('intake_outcome');
  const intakes = groupRows(
    shownCategories(INTAKE_CATEGORIES, legacy, period, sums),
    'live_intake',
    'Total Live Intakes',
    sums,
  );
  const outcomes = shownCategories(OUTCOME_CATEGORIES, legacy, period, sums);
  const live = groupRows(outcomes, 'live_outcome', 'Total Live Outcomes', sums);
  const other = groupRows(outcomes, 'other_outcome', 'Total Other Outcomes', sums);
  const allOutcomes = totalRow('Total Outcomes', [live.total, other.total], 'total');
  return [
    [
      counts,
      { title: 'Live Intakes', columns, rows: [...intakes.rows, { ...intakes.total, style: 'total' }] },
    ],
    [
      { title: 'Live Outcomes', columns, rows: [...live.rows, live.total] },
      { title: 'Other Outcomes', columns, rows: [...other.rows, other.total, allOutcomes] },
    ],
  ] satisfies [ReportTable[], ReportTable[]];
}

function servicesColumns(sums: GroupSums | undefined): [ReportTable[], ReportTable[]] {
  const columns = ageColumns('services');
  const tables = SERVICE_GROUPS.map((group) => {
    const { rows, total } = groupRows(SERVICE_CATEGORIES, group.key, `Total ${group.label}`, sums);
    return { title: group.label, columns, rows: [...rows, total] };
  });
  return [tables.slice(0, 2), tables.slice(2)];
}

/** Every page of a report: for each period, one per species group, in the order of REPORT_SPECIES_GROUPS. */
export function buildReportPages(
  action: EntryAction,
  periods: readonly DataPeriod[],
  sums: ReportSums,
): ReportPage[] {
  return periods.flatMap((period) =>
    REPORT_SPECIES_GROUPS.map((group) => {
      const found = sums.get(periodKey(period))?.get(group.key);
      const groupSums = found && found.records > 0 ? found : undefined;
      const legacy = action !== 'services' && isLegacyPeriod(period, groupSums);
      const columns =
        action === 'services' ? servicesColumns(groupSums) : intakeOutcomeColumns(period, groupSums, legacy);
      return { period, group, hasData: groupSums !== undefined, columns, legacy };
    }),
  );
}
