import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/support/db';
import { verifyPassword } from '../../auth/password';
import type { Database } from '../connection';
import { seedDemo } from './demo';
import { findStatusMismatches } from './status-check';

const NOW = new Date(2025, 5, 15, 10, 30); // 15 June 2025, local time
const RECORD_TABLES = ['animal_counts', 'animal_intakes', 'animal_outcomes', 'animal_services'];
const GENERATED_TABLES = [
  'organizations',
  'locations',
  'coalitions',
  'coalition_memberships',
  'data_entry_statuses',
  'organization_data_entry_statuses',
  'entry_logs',
];

const one = async (database: Database, text: string, values: unknown[] = []) =>
  (await database.query(text, values)).rows[0]!;

const organizationIdOf = async (database: Database, name: string) =>
  Number((await one(database, 'select id from organizations where name = $1', [name])).id);

/** Every row the seed generates (not the users' salted password hashes), table by table. */
async function fingerprint(database: Database) {
  const prints: Record<string, { rows: number; md5: string }> = {};
  for (const table of [...RECORD_TABLES, ...GENERATED_TABLES]) {
    const row = await one(
      database,
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t.id), '')) as md5 from ${table} t`,
    );
    prints[table] = { rows: Number(row.rows), md5: String(row.md5) };
  }
  return prints;
}

describe('seedDemo', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database, { now: NOW });
  });
  afterAll(() => database.close());

  it('creates the five demo users with their roles, each signing in with password1234', async () => {
    const { rows } = await database.query(
      `select u.email, u.system_admin, u.confirmed_at is not null as confirmed, u.password_hash,
              m.role, m.data_use_agreement, o.status as organization_status, c.status as coalition_status,
              l.primary as works_at_primary
       from users u left join user_memberships m on m.user_id = u.id
       left join organizations o on o.id = m.organization_id left join coalitions c on c.id = m.coalition_id
       left join locations l on l.id = u.location_id order by u.email`,
    );
    const byEmail = new Map(rows.map((r) => [r.email, r]));
    expect([...byEmail.keys()].sort()).toEqual(
      ['admin', 'coalition', 'legacy', 'manager', 'viewer'].map((n) => `${n}@example.org`),
    );
    expect(byEmail.get('admin@example.org')).toMatchObject({
      system_admin: true,
      role: null,
      works_at_primary: null,
    });
    expect(byEmail.get('manager@example.org')).toMatchObject({
      role: 'organization_manager',
      works_at_primary: true,
    });
    expect(byEmail.get('viewer@example.org')).toMatchObject({
      role: 'organization_viewer',
      works_at_primary: true,
    });
    expect(byEmail.get('coalition@example.org')).toMatchObject({
      role: 'coalition_manager',
      data_use_agreement: true,
      coalition_status: 'active',
      organization_status: null,
    });
    expect(byEmail.get('legacy@example.org')).toMatchObject({
      role: 'organization_manager',
      organization_status: 'imported',
    });
    for (const row of rows) {
      expect(row.confirmed).toBe(true);
      expect(await verifyPassword('password1234', String(row.password_hash))).toBe(true);
    }
  });

  it('gives the demo organization two locations, one primary, in real counties', async () => {
    const id = await organizationIdOf(database, 'Riverbend Humane Society');
    const { rows } = await database.query(
      `select l.primary, l.us_state, c.name as county, c.us_state as county_state from locations l
       join us_counties c on c.id = l.us_county_id where l.organization_id = $1 order by l.primary desc`,
      [id],
    );
    expect(rows).toEqual([
      { primary: true, us_state: 'TX', county: 'Travis County', county_state: 'TX' },
      { primary: false, us_state: 'TX', county: 'Williamson County', county_state: 'TX' },
    ]);
    const organization = await one(
      database,
      'select status, ein, animal_species from organizations where id = $1',
      [id],
    );
    expect(organization).toMatchObject({
      status: 'confirmed',
      ein: '742918365',
      animal_species: ['canine', 'feline', 'rabbit'],
    });
  });

  it('gives every organization a location and the coalition three active contributors sharing data', async () => {
    const orphans = await one(
      database,
      'select count(*)::int as n from organizations o where not exists (select 1 from locations l where l.organization_id = o.id)',
    );
    expect(orphans.n).toBe(0);
    const { rows } = await database.query(
      `select cm.status, cm.intake_outcome_data_sharing as io, cm.community_service_data_sharing as cs
       from coalition_memberships cm join user_memberships um on um.coalition_id = cm.coalition_id
       join users u on u.id = um.user_id where u.email = 'coalition@example.org' order by cm.status`,
    );
    expect(rows.filter((r) => r.status === 'active')).toEqual(
      Array(3).fill({ status: 'active', io: true, cs: true }),
    );
    expect(rows.filter((r) => r.status === 'requested')).toHaveLength(2);
    const legacy = await one(
      database,
      "select ein, incorporated_on from organizations where status = 'imported'",
    );
    expect(legacy).toEqual({ ein: null, incorporated_on: null });
  });

  it('has complete, incomplete and unbegun months whose stored statuses follow the domain rules', async () => {
    const { rows } = await database.query(
      `select s.action, s.status, count(*)::int as n from data_entry_statuses s
       join locations l on l.id = s.location_id where l.name = 'Riverbend Main Shelter' group by 1, 2`,
    );
    const statuses = rows.map((r) => `${r.action}:${r.status}`);
    expect(statuses).toEqual(
      expect.arrayContaining([
        'intake_outcome:complete',
        'intake_outcome:incomplete',
        'intake_outcome:unbegun',
        'services:completeServicesProvided',
        'services:inProgress',
      ]),
    );
    const second = await one(
      database,
      "select count(*)::int as n from data_entry_statuses where status = 'completeNoServicesProvided'",
    );
    expect(second.n).toBeGreaterThan(0);
    const { rows: ids } = await database.query('select id from organizations');
    expect(
      await findStatusMismatches(
        database,
        ids.map((r) => Number(r.id)),
      ),
    ).toEqual([]);
  });

  it('leaves unbegun months without records and carries each ending count into the next beginning', async () => {
    const id = await organizationIdOf(database, 'Riverbend Humane Society');
    const lastMonth = await one(
      database,
      'select count(*)::int as n from animal_intakes where organization_id = $1 and year_of_record = 2025 and month_of_record = 5 and location_id = (select id from locations where name = $2)',
      [id, 'Riverbend Main Shelter'],
    );
    expect(lastMonth.n).toBe(0);
    const { rows } = await database.query(
      `select a.ending_animal_count = b.beginning_animal_count as carried from animal_counts a
       join animal_counts b on b.location_id = a.location_id and b.species = a.species
         and b.date_of_record = a.date_of_record + interval '1 month'
       where a.ending_animal_count is not null and b.beginning_animal_count is not null`,
    );
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.every((r) => r.carried)).toBe(true);
  });

  it('writes nothing for months after now, nor dated after now', async () => {
    const lastMonths: string[] = [];
    for (const table of RECORD_TABLES) {
      const row = await one(
        database,
        `select min(date_of_record)::text as first, max(date_of_record)::text as last,
                max(greatest(created_at, updated_at)) as written from ${table}`,
      );
      expect(row.first).toBe('2022-06-01'); // DEMO_MONTHS (36) before June 2025
      expect(String(row.last) <= '2025-05-01').toBe(true);
      expect(new Date(row.written as string).getTime()).toBeLessThan(NOW.getTime());
      lastMonths.push(String(row.last));
    }
    expect(lastMonths).toContain('2025-05-01');
    const status = await one(
      database,
      'select max(make_date(year, month, 1))::text as last from data_entry_statuses',
    );
    expect(status.last).toBe('2025-05-01');
  });

  it('seeds the same data for the same clock', async () => {
    // One more seed compared with this file's own (same clock), rather than two fresh ones: every seed
    // costs seconds, and many on a busy machine.
    const again = await createTestDatabase();
    try {
      await seedDemo(again, { now: NOW });
      const first = await fingerprint(database);
      expect(first.animal_intakes?.rows).toBeGreaterThan(100);
      expect(await fingerprint(again)).toEqual(first);
    } finally {
      await again.close();
    }
  });

  it('does nothing when seeded again', async () => {
    const count = async () =>
      one(
        database,
        'select (select count(*) from users)::int as users, (select count(*) from animal_intakes)::int as intakes, (select count(*) from entry_logs)::int as logs',
      );
    const before = await count();
    expect(await seedDemo(database, { now: NOW })).toEqual({ seeded: false, rows: {} });
    expect(await count()).toEqual(before);
  });
});

describe('seedDemo on another clock', () => {
  it('follows the clock it is given, with legacy transfers before March 2021', async () => {
    const database = await createTestDatabase();
    try {
      const summary = await seedDemo(database, { now: new Date(2021, 6, 4, 9) });
      expect(summary.seeded).toBe(true);
      const span = await one(
        database,
        'select min(date_of_record)::text as first, max(date_of_record)::text as last from animal_intakes',
      );
      expect(span).toEqual({ first: '2018-07-01', last: '2021-06-01' });
      const transfers = await one(
        database,
        `select sum(total_transferred_instate_in_from_agency_count) filter (where date_of_record < '2021-03-01')::int as designated_before,
                sum(total_legacy_transferred_in_from_agency_count) filter (where date_of_record < '2021-03-01')::int as legacy_before,
                sum(total_legacy_transferred_in_from_agency_count) filter (where date_of_record >= '2021-03-01')::int as legacy_after
         from animal_intakes`,
      );
      expect(transfers).toMatchObject({ designated_before: 0, legacy_after: 0 });
      expect(transfers.legacy_before).toBeGreaterThan(0);
      const { rows: ids } = await database.query('select id from organizations');
      expect(
        await findStatusMismatches(
          database,
          ids.map((r) => Number(r.id)),
        ),
      ).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
