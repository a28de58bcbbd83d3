/**
 * The Comparison dashboard's read model, organization_month_sums (db/schema/statuses.ts): per organization
 * and month, the sums of its intake and outcome records that are not archived, and whether its
 * organization intake/outcome status is complete. Written by the one statement below wherever those
 * statuses are: a save or an upload (refreshMonthStatuses, in the writer's transaction, after the statuses),
 * the seeds, and the migration that created the table (its backfill is this statement's text).
 */
import { countField, INTAKE_CATEGORIES, OUTCOME_CATEGORIES, toSnakeCase } from '@sac/domain';

const total = (category: string) => toSnakeCase(countField('total', category));

/** The intake columns summed, named as the records' (and the read model's) columns. */
const INTAKE_COLUMNS = ['total_live_intake_count', ...INTAKE_CATEGORIES.map((c) => total(c.key))];
/** Outcomes to another agency: in-state, out-of-state, international and the undesignated legacy one. */
export const TRANSFER_OUT_CATEGORIES = OUTCOME_CATEGORIES.filter((c) => c.key.endsWith('ToAnotherAgency'));
const OUTCOME_SUMS: Array<[column: string, expression: string]> = [
  ['total_outcomes_count', 'r.total_outcomes_count'],
  ['total_live_outcome_count', 'r.total_live_outcome_count'],
  [total('ReturnedToOwner'), `r.${total('ReturnedToOwner')}`],
  ['transfers_out_count', TRANSFER_OUT_CATEGORIES.map((c) => `coalesce(r.${total(c.key)}, 0)`).join(' + ')],
];
/** The read model's summed columns, in order, for readers. */
export const MONTH_SUM_COLUMNS = [...INTAKE_COLUMNS, ...OUTCOME_SUMS.map(([column]) => column)];

/**
 * Recomputes the rows of the months of `months` — the name of a relation (a CTE) of (organization_id, year,
 * month) defined before this statement — from the records and the organization statuses, inserting or
 * replacing them. A month left without records keeps a row of zeros.
 */
export function writeOrganizationMonthSumsSql(months: string): string {
  const sameMonth = (alias: string) =>
    `${alias}.organization_id = m.organization_id and ${alias}.year_of_record = m.year and ${alias}.month_of_record = m.month`;
  const recordsOf = (table: string, sums: string[]) =>
    `(select r.organization_id, r.year_of_record, r.month_of_record, count(*) as records, ${sums.join(', ')}
      from ${table} r join (select distinct organization_id, year, month from ${months}) k on k.organization_id = r.organization_id and k.year = r.year_of_record
        and k.month = r.month_of_record
      where r.archived_at is null group by 1, 2, 3)`;
  const intakeSums = INTAKE_COLUMNS.map((column) => `sum(coalesce(r.${column}, 0)) as ${column}`);
  const outcomeSums = OUTCOME_SUMS.map(
    ([column, expression]) => `sum(coalesce(${expression}, 0)) as ${column}`,
  );
  const columns = ['intake_records', ...MONTH_SUM_COLUMNS, 'intake_outcome_complete'];
  return `insert into organization_month_sums (organization_id, year, month, ${columns.join(', ')})
    select m.organization_id, m.year, m.month, coalesce(i.records, 0),
      ${INTAKE_COLUMNS.map((column) => `coalesce(i.${column}, 0)`).join(', ')},
      ${OUTCOME_SUMS.map(([column]) => `coalesce(o.${column}, 0)`).join(', ')},
      coalesce(s.status = 'complete', false)
    from (select distinct organization_id, year, month from ${months}) m
    left join ${recordsOf('animal_intakes', intakeSums)} i on ${sameMonth('i')}
    left join ${recordsOf('animal_outcomes', outcomeSums)} o on ${sameMonth('o')}
    left join organization_data_entry_statuses s on s.organization_id = m.organization_id
      and s.action = 'intake_outcome' and s.year = m.year and s.month = m.month
    on conflict (organization_id, year, month) do update set
      ${columns.map((column) => `${column} = excluded.${column}`).join(', ')}`;
}

/**
 * The months with intake/outcome records (counts, intakes or outcomes: what has a status) of the organizations
 * `organizations` (a SELECT of ids), for the seeds and the backfill.
 */
export function recordMonthsSql(organizations: string): string {
  const of = (table: string) =>
    `select organization_id, year_of_record as year, month_of_record as month from ${table}
     where organization_id in (${organizations})`;
  return ['animal_counts', 'animal_intakes', 'animal_outcomes'].map(of).join(' union ');
}
