/**
 * The simulated shelter managers of the issue 4 scenarios: one manager per organization, each on their
 * working (primary) location and a month of it that has counts, intakes and outcomes. Each virtual user
 * signs in on their own, and since every user saves in another organization, no two saves wait for the
 * same organization row (a save locks its organization's row to refresh the organization's status).
 */
import type pg from 'pg';
import { type ApiSession, signIn } from './server';

export type BenchUser = {
  email: string;
  userId: number;
  organizationId: number;
  locationId: number;
  year: number;
  month: number;
  /** The animal_intakes record of the month that the save scenario changes. */
  intakeId: number;
  session: ApiSession;
};

/** The same month a year before `now`: a full past year for the dashboard, never a future month. */
export function benchMonth(now: Date): { year: number; month: number } {
  return { year: now.getUTCFullYear() - 1, month: now.getUTCMonth() + 1 };
}

/**
 * `since`: only organizations with intakes in that month too (a history from then on). `where`: a further
 * condition on the organization `o`, with its values from $4.
 */
export type BenchUserChoice = { since?: { year: number; month: number }; where?: string; values?: unknown[] };

/** Anything that runs a parameterized query: a pg pool, or the embedded database (bench --engine=embedded). */
export type Queryable =
  | Pick<pg.Pool, 'query'>
  | { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

export type BenchUserRow = Omit<BenchUser, 'session'>;

export async function signInBenchUsers(
  db: pg.Pool,
  base: string,
  count: number,
  now: Date,
  choice: BenchUserChoice = {},
): Promise<BenchUser[]> {
  return signInUsers(base, await findBenchUsers(db, count, now, choice));
}

export const signInUsers = (base: string, rows: BenchUserRow[]): Promise<BenchUser[]> =>
  Promise.all(rows.map(async (row) => ({ ...row, session: await signIn(base, row.email) })));

export async function findBenchUsers(
  db: Queryable,
  count: number,
  now: Date,
  { since, where, values = [] }: BenchUserChoice = {},
): Promise<BenchUserRow[]> {
  const { year, month } = benchMonth(now);
  const history = since
    ? `and exists (select 1 from animal_intakes i where i.organization_id = o.id and i.year_of_record = ${since.year}
         and i.month_of_record = ${since.month} and i.archived_at is null)`
    : '';
  const { rows } = (await db.query(
    `select u.email, u.id as "userId", m.organization_id as "organizationId", l.id as "locationId",
       (select min(i.id) from animal_intakes i
        where i.location_id = l.id and i.year_of_record = $1 and i.month_of_record = $2 and i.archived_at is null) as "intakeId"
     from users u
     join user_memberships m on m.user_id = u.id and m.organization_id is not null
       and m.role = 'organization_manager' and m.status = 'active'
     join organizations o on o.id = m.organization_id and o.status = 'confirmed' and o.archived_at is null
     join locations l on l.id = u.location_id and l.organization_id = o.id and l.status = 'active' and l.archived_at is null
     where u.email like 'manager%@national.example.org' and u.archived_at is null
       and (select count(*) from user_memberships mm where mm.user_id = u.id) = 1
       and exists (select 1 from animal_counts c where c.location_id = l.id and c.year_of_record = $1 and c.month_of_record = $2)
       and exists (select 1 from animal_intakes i where i.location_id = l.id and i.year_of_record = $1 and i.month_of_record = $2)
       and exists (select 1 from animal_outcomes x where x.location_id = l.id and x.year_of_record = $1 and x.month_of_record = $2)
       ${history} ${where ? `and (${where})` : ''}
     order by u.id limit $3`,
    [year, month, count, ...values],
  )) as { rows: Array<Omit<BenchUser, 'session' | 'year' | 'month'>> };
  if (rows.length < count) {
    throw new Error(
      `only ${rows.length} national managers with data in ${year}-${month}: run with --national`,
    );
  }
  return rows.map((row) => ({ ...row, year, month }));
}
