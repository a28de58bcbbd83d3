import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/support/db';
import type { Database } from '../connection';
import { type NationalSummary, seedNational } from './national';
import { NATIONAL_MARKER } from './national-organizations';
import { findStatusMismatches } from './status-check';

const NOW = new Date(2025, 2, 10, 12); // 10 March 2025
const SIZES = { organizations: 50, locations: 64, years: 2 };
const quiet = () => undefined;

describe('seedNational (small)', () => {
  let database: Database;
  let summary: NationalSummary;
  let nationalIds: number[];
  const count = async (text: string) => Number((await database.query(text, [nationalIds])).rows[0]!.n);

  beforeAll(async () => {
    database = await createTestDatabase();
    summary = await seedNational(database, { now: NOW, ...SIZES, log: quiet });
    const { rows } = await database.query('select id from organizations where notes = $1', [NATIONAL_MARKER]);
    nationalIds = rows.map((r) => Number(r.id));
  }, 120_000);
  afterAll(() => database.close());

  it('creates the organizations, locations and users asked for, on top of the demo', async () => {
    expect(summary.seeded).toBe(true);
    expect(nationalIds).toHaveLength(50);
    expect(await count('select count(*) as n from locations where organization_id = any($1)')).toBe(64);
    const primaries = await count(
      'select count(*) as n from locations where organization_id = any($1) and "primary"',
    );
    expect(primaries).toBe(50);
    const managers = await count(
      "select count(*) as n from user_memberships where organization_id = any($1) and role = 'organization_manager'",
    );
    expect(managers).toBe(50);
    const demo = await database.query(
      "select email from users where email like '%@example.org' order by email",
    );
    expect(demo.rows).toHaveLength(5);
    const coalitions = await count(
      "select count(*) as n from coalitions c where status = 'active' and exists (select 1 from coalition_memberships m where m.coalition_id = c.id and m.organization_id = any($1))",
    );
    expect(coalitions).toBeGreaterThan(0);
  });

  it('writes one record per location, month and species, the same months in all intake/outcome tables', async () => {
    const keys = (table: string) =>
      `select location_id, species, date_of_record from ${table} where organization_id = any($1)`;
    for (const table of ['animal_counts', 'animal_outcomes']) {
      const differing = await count(
        `select count(*) as n from ((${keys('animal_intakes')}) except (${keys(table)})) d`,
      );
      expect(differing).toBe(0);
    }
    for (const table of ['animal_counts', 'animal_intakes', 'animal_outcomes', 'animal_services']) {
      expect(await count(`select count(*) as n from (${keys(table)}) r`)).toBe(summary.rows[table]);
      expect(summary.rows[table]).toBeGreaterThan(500);
    }
    const foreignSpecies = await count(
      `select count(*) as n from animal_intakes i join organizations o on o.id = i.organization_id
       where o.id = any($1) and not i.species = any(o.animal_species)`,
    );
    expect(foreignSpecies).toBe(0);
  });

  it('keeps to the years asked for, before the month of now', async () => {
    const { rows } = await database.query(
      `select min(date_of_record)::text as first, max(date_of_record)::text as last,
              max(greatest(created_at, updated_at)) as written
       from animal_intakes where organization_id = any($1)`,
      [nationalIds],
    );
    expect(rows[0]).toMatchObject({ first: '2023-03-01', last: '2025-02-01' });
    expect(new Date(rows[0]!.written as string).getTime()).toBeLessThan(NOW.getTime());
  });

  it('stores a status for every location month with records, equal to the domain rules', async () => {
    const entered = await count(
      'select count(distinct (location_id, date_of_record)) as n from animal_counts where organization_id = any($1)',
    );
    const stored = await count(
      "select count(*) as n from data_entry_statuses where organization_id = any($1) and action = 'intake_outcome'",
    );
    expect(stored).toBe(entered);
    const { rows } = await database.query(
      'select distinct status from data_entry_statuses where organization_id = any($1)',
      [nationalIds],
    );
    expect(rows.map((r) => r.status)).toEqual(
      expect.arrayContaining(['complete', 'incomplete', 'inProgress']),
    );
    expect(await findStatusMismatches(database, nationalIds)).toEqual([]);
  });

  it('keeps its foreign keys and indexes after the bulk load', async () => {
    const { rows } = await database.query(
      "select count(*)::int as n from pg_constraint where contype = 'f' and conrelid = 'animal_intakes'::regclass",
    );
    expect(rows[0]!.n).toBe(2);
    await expect(
      database.query(
        `insert into data_entry_statuses (location_id, organization_id, action, year, month, status)
         select location_id, organization_id, action, year, month, status from data_entry_statuses limit 1`,
      ),
    ).rejects.toThrow(/duplicate key/);
  });

  it('does nothing when run again', async () => {
    const again = await seedNational(database, { now: NOW, ...SIZES, log: quiet });
    expect(again.seeded).toBe(false);
    expect(
      await count('select count(*) as n from organizations where id = any($1) or notes is not null'),
    ).toBe(50);
  });
});
