/**
 * refreshMonthStatuses (set-based, for uploads) must store exactly what refreshMonthStatus (one month at a
 * time, for a save) stores, what the domain's TypeScript evaluation of the rule gives, and what the seeds'
 * statements write, over months of every kind: complete, incomplete, unbegun, services provided or not,
 * before and after the March 2021 legacy cutoff, several locations of one organization, a closed location,
 * an archived record, and a month whose records are gone.
 */
import {
  actionOfKind,
  CATEGORIES_OF,
  ENTERED_FIELDS,
  type EntryAction,
  enteredFields,
  KINDS_OF,
  type RecordKind,
} from '@sac/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/db';
import { createLocation, createOrganization } from '../../test/support/factories';
import type { Database } from '../db/connection';
import { insertRecords, type SeedRecord } from '../db/seed/record-rows';
import { findStatusMismatches } from '../db/seed/status-check';
import { type RecordMonth, refreshMonthStatus } from './refresh-month-status';
import { refreshMonthStatuses } from './refresh-month-statuses';
import { seedMonthStatusesSql } from './status-sql';

const LEGACY = new Set(
  enteredFields([...CATEGORIES_OF.animal_intakes, ...CATEGORIES_OF.animal_outcomes].filter((c) => c.legacy)),
);
/** Statuses left from records that are gone. */
const STALE = '2023-12-31T00:00:00Z';
type Fill = 'full' | 'no-legacy' | 'one-empty' | 'empty' | 'zeros';

function counts(kind: RecordKind, fill: Fill) {
  return Object.fromEntries(
    ENTERED_FIELDS[kind].map((field, i) => {
      if (fill === 'empty' || (fill === 'no-legacy' && LEGACY.has(field))) return [field, null];
      if (fill === 'one-empty' && i === 1) return [field, null];
      return [field, fill === 'zeros' ? 0 : (i % 4) + 1];
    }),
  );
}

/**
 * organization_month_sums of the organizations beside the same sums taken from their records and statuses
 * by an independent query.
 */
async function monthSums(database: Database, organizationIds: number[]) {
  const same = `r.organization_id = m.organization_id and r.year_of_record = m.year
    and r.month_of_record = m.month and r.archived_at is null`;
  const { rows } = await database.query(
    `select m.organization_id, m.year, m.month,
       json_build_object('records', m.intake_records, 'live_in', m.total_live_intake_count,
         'stray', m.total_stray_at_large_count, 'outcomes', m.total_outcomes_count,
         'returned', m.total_returned_to_owner_count, 'transfers', m.transfers_out_count,
         'complete', m.intake_outcome_complete) as stored,
       json_build_object('records', (select count(*) from animal_intakes r where ${same}),
         'live_in', (select coalesce(sum(r.total_live_intake_count), 0) from animal_intakes r where ${same}),
         'stray', (select coalesce(sum(r.total_stray_at_large_count), 0) from animal_intakes r where ${same}),
         'outcomes', (select coalesce(sum(r.total_outcomes_count), 0) from animal_outcomes r where ${same}),
         'returned', (select coalesce(sum(r.total_returned_to_owner_count), 0) from animal_outcomes r where ${same}),
         'transfers', (select coalesce(sum(coalesce(r.total_transferred_instate_to_another_agency_count, 0)
            + coalesce(r.total_transferred_out_of_state_to_another_agency_count, 0)
            + coalesce(r.total_transferred_internationally_to_another_agency_count, 0)
            + coalesce(r.total_legacy_transferred_to_another_agency_count, 0)), 0)
            from animal_outcomes r where ${same}),
         'complete', exists (select 1 from organization_data_entry_statuses s where s.organization_id = m.organization_id
            and s.action = 'intake_outcome' and s.year = m.year and s.month = m.month and s.status = 'complete')) as expected
     from organization_month_sums m where m.organization_id = any($1)
     order by m.organization_id, m.year, m.month`,
    [organizationIds],
  );
  return rows as Array<{
    organization_id: number;
    year: number;
    month: number;
    stored: Record<string, unknown>;
    expected: Record<string, unknown>;
  }>;
}

describe('refreshMonthStatuses', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('stores the same location and organization statuses as refreshMonthStatus, month by month', async () => {
    const db = database.db;
    const riverbend = await createOrganization(db);
    const [main, annex, closed] = [
      await createLocation(db, riverbend.id, { primary: true }),
      await createLocation(db, riverbend.id),
      await createLocation(db, riverbend.id, { status: 'closed' }),
    ];
    const hillside = await createOrganization(db);
    const single = await createLocation(db, hillside.id, { primary: true });
    let minute = 0;
    const records: SeedRecord[] = [];
    const add = (
      location: typeof main,
      kinds: RecordKind[],
      year: number,
      month: number,
      fill: Fill,
      species = 'canine',
    ) => {
      for (const kind of kinds) {
        minute += 1;
        records.push({
          kind,
          locationId: location.id,
          organizationId: location.organizationId,
          species,
          yearOfRecord: year,
          monthOfRecord: month,
          dateOfRecord: `${year}-${String(month).padStart(2, '0')}-01`,
          counts: counts(kind, fill),
          createdAt: new Date('2024-01-01T00:00:00Z'),
          updatedAt: new Date(Date.UTC(2024, 0, 1, 0, minute, 0, minute)),
        });
      }
    };
    const intakeOutcome = [...KINDS_OF.intake_outcome];
    add(main, intakeOutcome, 2020, 11, 'full'); // legacy entered before the cutoff: complete
    add(annex, intakeOutcome, 2020, 11, 'no-legacy'); // legacy missing before the cutoff: incomplete
    add(main, intakeOutcome, 2021, 3, 'no-legacy'); // legacy not asked from March 2021: complete
    add(main, intakeOutcome, 2021, 3, 'full', 'feline');
    add(annex, intakeOutcome, 2021, 3, 'full');
    add(closed, intakeOutcome, 2021, 3, 'one-empty'); // a closed location does not count for the organization
    add(main, intakeOutcome, 2022, 5, 'empty'); // records without a number: unbegun
    add(annex, ['animal_intakes'], 2022, 5, 'one-empty');
    add(single, intakeOutcome, 2022, 5, 'full');
    add(main, ['animal_services'], 2023, 1, 'full'); // services provided
    add(annex, ['animal_services'], 2023, 1, 'zeros');
    add(closed, ['animal_services'], 2023, 1, 'one-empty');
    add(main, ['animal_services'], 2023, 2, 'zeros');
    add(annex, ['animal_services'], 2023, 2, 'zeros'); // no services provided
    add(single, ['animal_services'], 2023, 2, 'one-empty'); // in progress
    add(annex, ['animal_services'], 2023, 3, 'empty');
    await insertRecords(db, records);
    add(main, intakeOutcome, 2022, 6, 'full'); // archived below: no record left
    await insertRecords(db, records.slice(-3));
    await db.execute(
      sql`update animal_counts set archived_at = now() where year_of_record = 2022 and month_of_record = 6`,
    );
    await db.execute(
      sql`update animal_intakes set archived_at = now() where year_of_record = 2022 and month_of_record = 6`,
    );
    await db.execute(
      sql`update animal_outcomes set archived_at = now() where year_of_record = 2022 and month_of_record = 6`,
    );

    const keyOf = (r: SeedRecord): RecordMonth => ({
      locationId: r.locationId,
      organizationId: r.organizationId,
      year: r.yearOfRecord,
      month: r.monthOfRecord,
    });
    const keys = (action: EntryAction) => {
      const chosen = records.filter((r) => actionOfKind(r.kind) === action).map(keyOf);
      // A month whose records are gone: its stale statuses must go too.
      chosen.push({ locationId: annex.id, organizationId: riverbend.id, year: 2024, month: 1 });
      return [...new Map(chosen.map((k) => [JSON.stringify(k), k])).values()];
    };
    const organizations = sql.raw(`${riverbend.id}, ${hillside.id}`);
    const reset = async () => {
      await db.execute(sql`delete from data_entry_statuses where organization_id in (${organizations})`);
      await db.execute(
        sql`delete from organization_data_entry_statuses where organization_id in (${organizations})`,
      );
      for (const action of ['intake_outcome', 'services']) {
        await db.execute(sql`insert into data_entry_statuses (location_id, organization_id, action, year, month, status, updated_at)
          values (${annex.id}, ${riverbend.id}, ${action}, 2024, 1, 'complete', ${STALE}),
            (${main.id}, ${riverbend.id}, ${action}, 2022, 6, 'complete', ${STALE})`);
        await db.execute(sql`insert into organization_data_entry_statuses (organization_id, action, year, month, status, last_record_updated_at)
          values (${riverbend.id}, ${action}, 2024, 1, 'complete', ${STALE}),
            (${riverbend.id}, ${action}, 2022, 6, 'complete', ${STALE})`);
      }
    };
    const snapshot = async () => ({
      locations: (
        await database.query(
          `select location_id, organization_id, action, year, month, status, updated_at from data_entry_statuses
           where organization_id in (${riverbend.id}, ${hillside.id}) order by location_id, action, year, month`,
        )
      ).rows,
      organizations: (
        await database.query(
          `select organization_id, action, year, month, status, last_record_updated_at from organization_data_entry_statuses
           where organization_id in (${riverbend.id}, ${hillside.id}) order by organization_id, action, year, month`,
        )
      ).rows,
    });

    await reset();
    await db.transaction(async (tx) => {
      for (const action of ['intake_outcome', 'services'] as const) {
        for (const key of keys(action)) await refreshMonthStatus(tx, key, action);
      }
    });
    const oneByOne = await snapshot();
    await reset();
    await db.transaction(async (tx) => {
      await refreshMonthStatuses(tx, keys('intake_outcome'), 'intake_outcome');
      await refreshMonthStatuses(tx, keys('services'), 'services');
    });
    const batch = await snapshot();
    const sums = await monthSums(database, [riverbend.id, hillside.id]);

    expect(batch).toEqual(oneByOne);
    // The Comparison's read model: each refreshed month of each organization, equal to its records' sums
    // (another query's), with a row of zeros for a month whose records are gone.
    expect(sums.map((row) => `${row.organization_id} ${row.year}-${row.month}`)).toEqual([
      `${riverbend.id} 2020-11`,
      `${riverbend.id} 2021-3`,
      `${riverbend.id} 2022-5`,
      `${riverbend.id} 2022-6`,
      `${riverbend.id} 2024-1`,
      `${hillside.id} 2022-5`,
    ]);
    for (const row of sums)
      expect(row.stored, `${row.organization_id} ${row.year}-${row.month}`).toEqual(row.expected);
    expect(sums.find((row) => row.year === 2021)!.stored).toMatchObject({ complete: true, records: 4 });
    expect(sums.find((row) => row.year === 2022 && row.month === 6)!.stored).toMatchObject({
      records: 0,
      live_in: 0,
      complete: false,
    });
    // The services row reset() left in June 2022 is no key's (that month had intake/outcome records only).
    for (const table of ['data_entry_statuses', 'organization_data_entry_statuses'])
      await db.execute(sql`delete from ${sql.identifier(table)} where organization_id in (${organizations})
        and action = 'services' and year = 2022 and month = 6`);
    const refreshed = await snapshot();
    // The domain's TypeScript evaluation of the rule (monthRecordsStatus) gives what the SQL stored.
    expect(await findStatusMismatches(database, [riverbend.id, hillside.id])).toEqual([]);
    // The seeds' statements of the same rule write the same rows into empty tables.
    for (const table of ['data_entry_statuses', 'organization_data_entry_statuses'])
      await db.execute(sql`delete from ${sql.identifier(table)} where organization_id in (${organizations})`);
    for (const statement of seedMonthStatusesSql(`${riverbend.id}, ${hillside.id}`))
      await db.execute(sql.raw(statement.sql));
    expect(await snapshot()).toEqual(refreshed);
    expect(await monthSums(database, [riverbend.id, hillside.id])).toEqual(sums);
    const statusOf = (rows: Record<string, unknown>[], match: Record<string, unknown>) =>
      rows.find((r) => Object.entries(match).every(([k, v]) => r[k] === v))?.status;
    const io = { action: 'intake_outcome' };
    expect(statusOf(batch.locations, { ...io, location_id: main.id, year: 2020, month: 11 })).toBe(
      'complete',
    );
    expect(statusOf(batch.locations, { ...io, location_id: annex.id, year: 2020, month: 11 })).toBe(
      'incomplete',
    );
    expect(statusOf(batch.locations, { ...io, location_id: main.id, year: 2021, month: 3 })).toBe('complete');
    expect(statusOf(batch.locations, { ...io, location_id: main.id, year: 2022, month: 5 })).toBe('unbegun');
    expect(statusOf(batch.locations, { ...io, location_id: main.id, year: 2022, month: 6 })).toBeUndefined();
    expect(statusOf(batch.locations, { ...io, location_id: annex.id, year: 2024, month: 1 })).toBeUndefined();
    expect(
      statusOf(batch.organizations, { ...io, organization_id: riverbend.id, year: 2021, month: 3 }),
    ).toBe('complete');
    expect(
      statusOf(batch.organizations, { ...io, organization_id: riverbend.id, year: 2024, month: 1 }),
    ).toBeUndefined();
    const services = { action: 'services', organization_id: riverbend.id };
    expect(statusOf(batch.organizations, { ...services, year: 2023, month: 1 })).toBe(
      'completeServicesProvided',
    );
    expect(statusOf(batch.organizations, { ...services, year: 2023, month: 2 })).toBe(
      'completeNoServicesProvided',
    );
    expect(statusOf(batch.organizations, { ...services, year: 2023, month: 3 })).toBe('unbegun');
    expect(
      statusOf(batch.organizations, {
        action: 'services',
        organization_id: hillside.id,
        year: 2023,
        month: 2,
      }),
    ).toBe('inProgress');
  });
});
