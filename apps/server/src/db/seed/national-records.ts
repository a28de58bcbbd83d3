/**
 * Set-based inserts of the national dataset's monthly records from the plan (seed_months): every count
 * column is an expression generated from the domain's category lists and the shares of profiles.ts,
 * spread with random() around the month's totals; incomplete months lose a few fields, blank months
 * have records with nothing entered.
 */
import {
  AGE_GROUP_KEYS,
  type CategoryDef,
  countField,
  INTAKE_CATEGORIES,
  OUTCOME_CATEGORIES,
  SERVICE_CATEGORIES,
  toSnakeCase,
} from '@sac/domain';
import { intakeShares, outcomeShares, type ReportGroup, SERVICE_AGE_SHARES, serviceMeans } from './profiles';
import type { Statement } from './sql-text';

const GROUPS: ReportGroup[] = ['canine', 'feline', 'other'];
const AGE_SHARE_SQL = { adult: '(0.96 - p.youth)', youth: 'p.youth', ageUnknown: '0.04' } as const;
const KEY_COLUMNS =
  'location_id, organization_id, species, year_of_record, month_of_record, date_of_record, created_at, updated_at';
const KEY_VALUES =
  'p.location_id, p.organization_id, p.species, extract(year from p.d)::int, extract(month from p.d)::int, p.d, p.entered_at, p.updated_at';

const normalized = (shares: Record<string, number>) => {
  const sum = Object.values(shares).reduce((a, b) => a + b, 0);
  return (key: string) => (sum > 0 ? (shares[key] ?? 0) / sum : 0);
};

/** A number per report group as SQL: a constant when every group has the same. */
function byGroup(numberOf: (group: ReportGroup) => number): string {
  const values = GROUPS.map((g) => Number(numberOf(g).toFixed(5)));
  if (values.every((v) => v === values[0])) return String(values[0]);
  return `(case p.grp ${GROUPS.map((g, i) => `when '${g}' then ${values[i]}`).join(' ')} end)`;
}

type SharesOf = (group: ReportGroup, legacy: boolean) => Record<string, number>;

function shareSql(sharesOf: SharesOf, category: string): string {
  const modern = byGroup((g) => normalized(sharesOf(g, false))(category));
  const legacy = byGroup((g) => normalized(sharesOf(g, true))(category));
  return modern === legacy ? modern : `(case when p.legacy then ${legacy} else ${modern} end)`;
}

/** Intake or outcome columns: the month's total spread over categories and ages. */
function spreadColumns(categories: readonly CategoryDef[], total: string, sharesOf: SharesOf) {
  return categories.flatMap((category) =>
    AGE_GROUP_KEYS.map((age) => {
      const share = shareSql(sharesOf, category.key);
      const value =
        share === '0'
          ? '0'
          : `floor(p.${total} * ${share} * ${AGE_SHARE_SQL[age]} * (0.75 + 0.5 * random()) + random())::int`;
      return {
        column: toSnakeCase(countField(age, category.key)),
        value: `case when p.io = 'blank' or (p.io = 'incomplete' and random() < 0.08) then null else ${value} end`,
      };
    }),
  );
}

function serviceColumns() {
  return SERVICE_CATEGORIES.flatMap((category) =>
    AGE_GROUP_KEYS.map((age) => {
      const mean = byGroup((g) => serviceMeans(g)[category.key] ?? 0);
      const season = category.key === 'TrapNeuterReturn' ? ' * p.tnr' : '';
      const value =
        mean === '0'
          ? '0'
          : `floor(${mean} * p.sv_scale * ${SERVICE_AGE_SHARES[age]}${season} * (0.5 + random()) + random())::int`;
      return {
        column: toSnakeCase(countField(age, category.key)),
        value: `case when p.sv = 'noServices' then 0 when p.sv = 'incomplete' and random() < 0.15 then null else ${value} end`,
      };
    }),
  );
}

const countColumns = () => {
  const entered = (value: string, missing: number) =>
    `case when p.io = 'blank' or (p.io = 'incomplete' and random() < ${missing}) then null else ${value} end`;
  return [
    { column: 'beginning_animal_count', value: entered('p.begin_care', 0.1) },
    { column: 'beginning_foster_animal_count', value: entered('p.begin_foster', 0.1) },
    { column: 'ending_animal_count', value: entered('p.level', 0.3) },
    { column: 'ending_foster_animal_count', value: entered('p.foster_level', 0.3) },
    { column: 'beginning_animal_count_date', value: 'p.d' },
    { column: 'ending_animal_count_date', value: "(p.d + interval '1 month' - interval '1 day')::date" },
  ];
};

function insertSql(table: string, columns: { column: string; value: string }[], where: string): string {
  return `insert into ${table} (${KEY_COLUMNS}, ${columns.map((c) => c.column).join(', ')})
    select ${KEY_VALUES}, ${columns.map((c) => c.value).join(',\n')} from seed_months p where ${where}`;
}

/** One statement per record table, in the order they are run. */
export function recordsSql(): Statement[] {
  return [
    { table: 'animal_counts', sql: insertSql('animal_counts', countColumns(), 'p.io is not null') },
    {
      table: 'animal_intakes',
      sql: insertSql(
        'animal_intakes',
        spreadColumns(INTAKE_CATEGORIES, 'intake_total', intakeShares),
        'p.io is not null',
      ),
    },
    {
      table: 'animal_outcomes',
      sql: insertSql(
        'animal_outcomes',
        spreadColumns(OUTCOME_CATEGORIES, 'outcome_total', outcomeShares),
        'p.io is not null',
      ),
    },
    { table: 'animal_services', sql: insertSql('animal_services', serviceColumns(), 'p.sv is not null') },
  ];
}

/** An entry log per location, action and month entered (not for blank months), by the organization's manager. */
export const entryLogsSql = (): Statement => ({
  table: 'entry_logs',
  sql: `
  insert into entry_logs (location_id, organization_id, user_id, action, channel, year, month, created_at, updated_at)
  select lm.location_id, lm.organization_id, u.id, a.action, case when random() < 0.35 then 'csv' else 'manually' end,
    extract(year from lm.d)::int, extract(month from lm.d)::int, lm.entered_at, lm.entered_at
  from seed_location_months lm
  cross join lateral (values ('intake_outcome', lm.io in ('complete', 'incomplete')), ('services', lm.sv is not null)) as a(action, entered)
  left join seed_users u on u.organization_id = lm.organization_id and u.role = 'organization_manager'
  where a.entered`,
});
