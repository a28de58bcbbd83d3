/**
 * The numbers behind the Rehome dashboard's charts (issue 15): the months of the period with each owner
 * surrender and keep-home service category and the two totals, and the period's totals by category. Each
 * table is shown by its chart's "Show table" toggle and written, as shown, to its CSV.
 */
import { INTAKE_CATEGORIES, SERVICE_CATEGORIES } from '@sac/domain';
import { monthLabel } from '../../lib/month-period';
import type { ChartTable } from '../../lib/ui/chart-panel';
import type { DashboardRehome, RehomeCategoryTotal, RehomeKind } from './api/dashboard-rehome';

export const OWNER_SURRENDERS = 'Owner surrenders';
export const KEEP_HOME_SERVICES = 'Keep-home services';
/** A month without any record of the organizations: not a zero. */
export const NOT_REPORTED = 'not reported';

/** The category's label; the kind says which list it comes from (Owner Intended Euthanasia is in both). */
export function categoryLabel({ category, kind }: { category: string; kind: RehomeKind }): string {
  const list = kind === 'owner_surrender' ? INTAKE_CATEGORIES : SERVICE_CATEGORIES;
  return list.find((c) => c.key === category)?.label ?? category;
}

const ofKind = (categories: readonly RehomeCategoryTotal[], kind: RehomeKind) =>
  categories.filter((c) => c.kind === kind);

/** One row a month: its owner surrender categories and total, then its keep-home categories and total. */
export function monthsTable(rehome: DashboardRehome): ChartTable {
  const [first] = rehome.months;
  const surrenders = ofKind(first?.categories ?? [], 'owner_surrender');
  const services = ofKind(first?.categories ?? [], 'keep_home_service');
  return {
    columns: [
      'Month',
      ...surrenders.map(categoryLabel),
      OWNER_SURRENDERS,
      ...services.map(categoryLabel),
      KEEP_HOME_SERVICES,
    ],
    rows: rehome.months.map((month) => {
      if (!month.reported) {
        return [
          monthLabel(month.month),
          ...Array(surrenders.length + services.length + 2).fill(NOT_REPORTED),
        ];
      }
      return [
        monthLabel(month.month),
        ...ofKind(month.categories, 'owner_surrender').map((c) => c.total),
        month.ownerSurrenders,
        ...ofKind(month.categories, 'keep_home_service').map((c) => c.total),
        month.keepHomeServices,
      ];
    }),
  };
}

/** The period's keep-home services by category, then their total. */
export function servicesTable(rehome: DashboardRehome): ChartTable {
  return {
    columns: ['Service', 'Total'],
    rows: [
      ...ofKind(rehome.totals.categories, 'keep_home_service').map((c) => [categoryLabel(c), c.total]),
      [KEEP_HOME_SERVICES, rehome.totals.keepHomeServices],
    ],
  };
}

/** The period's owner surrenders by category, then their total. */
export function surrendersTable(rehome: DashboardRehome): ChartTable {
  return {
    columns: ['Intake', 'Total'],
    rows: [
      ...ofKind(rehome.totals.categories, 'owner_surrender').map((c) => [categoryLabel(c), c.total]),
      [OWNER_SURRENDERS, rehome.totals.ownerSurrenders],
    ],
  };
}

/** '2.5 keep-home services per owner surrender', or why there is no ratio. */
export function ratioText(rehome: DashboardRehome): string {
  if (rehome.servicesPerSurrender === null) return 'No owner surrenders in this period.';
  const ratio = rehome.servicesPerSurrender.toFixed(rehome.servicesPerSurrender >= 10 ? 0 : 1);
  return `${ratio} keep-home services per owner surrender.`;
}
