/**
 * The national-scale dataset for benchmarks (about 8,000 organizations, 10,000 locations, 10 years of
 * monthly records with their statuses), generated inside PostgreSQL with set-based SQL in one transaction:
 * minutes on a PostgreSQL server, slower on PGlite (use smaller sizes there). The demo is seeded first and
 * left as it is; a second run does nothing.
 */
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import { seedMonthStatusesSql } from '../../month-statuses/status-sql';
import type { Database, Tx } from '../connection';
import { withoutConstraints } from './bulk-load';
import { type SeedSummary, seedDemo } from './demo';
import { DEMO_PASSWORD } from './demo-users';
import { monthsBefore } from './months';
import {
  locationsSql,
  NATIONAL_MARKER,
  type NationalSizes,
  organizationsSql,
} from './national-organizations';
import { coalitionsSql, usersSql } from './national-people';
import { placeTablesSql } from './national-places';
import { planSql } from './national-plan';
import { entryLogsSql, recordsSql } from './national-records';
import { literal, type Statement, timestampSql } from './sql-text';

export type SeedNationalOptions = {
  now: Date;
  organizations?: number;
  locations?: number;
  years?: number;
  log?: (line: string) => void;
};

export type NationalSummary = SeedSummary & { elapsedMs: number };

const RECORD_TABLES = ['animal_counts', 'animal_intakes', 'animal_outcomes', 'animal_services'];
const BULK_TABLES = [
  ...RECORD_TABLES,
  'entry_logs',
  'data_entry_statuses',
  'organization_data_entry_statuses',
];
const SCOPE = 'select id from seed_orgs';

export async function isNationalSeeded(database: Database): Promise<boolean> {
  const { rows } = await database.query('select 1 from organizations where notes = $1 limit 1', [
    NATIONAL_MARKER,
  ]);
  return rows.length > 0;
}

function affectedRows(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}

export async function seedNational(
  database: Database,
  options: SeedNationalOptions,
): Promise<NationalSummary> {
  const { now, organizations = 8000, years = 10, log = console.log } = options;
  const sizes: NationalSizes = {
    organizations,
    locations: Math.max(options.locations ?? 10000, organizations),
    months: years * 12,
  };
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;
  await seedDemo(database, { now });
  if (await isNationalSeeded(database)) {
    log('national dataset already present: nothing to do');
    return { seeded: false, rows: {}, elapsedMs: Date.now() - started };
  }
  log(
    `national seed: ${sizes.organizations} organizations, ${sizes.locations} locations, ${years} years (${database.kind})`,
  );
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const nowSql = timestampSql(now);
  const start = `date ${literal(monthsBefore(now, sizes.months)[0]!.date)}`;
  const rows: Record<string, number> = {};

  await database.db.transaction(async (tx: Tx) => {
    const run = async (label: string, statements: Statement[]) => {
      const stepStarted = Date.now();
      let count = 0;
      for (const statement of statements) {
        const result = await tx.execute(sql.raw(statement.sql));
        if (!statement.table) continue;
        count += affectedRows(result);
        rows[statement.table] = (rows[statement.table] ?? 0) + affectedRows(result);
      }
      const took = ((Date.now() - stepStarted) / 1000).toFixed(1);
      log(
        `  ${label.padEnd(26)}${count ? `${count} rows`.padStart(14) : ''.padStart(14)}  ${took.padStart(6)}s   total ${elapsed()}`,
      );
    };
    await tx.execute(sql.raw('select setseed(0.42)'));
    if (database.kind === 'postgres') await tx.execute(sql.raw("set local work_mem = '256MB'"));
    await run('places', placeTablesSql());
    await run('organizations', organizationsSql(sizes, nowSql));
    await run('locations', locationsSql(sizes));
    await run('users and memberships', usersSql(passwordHash));
    const coalitionMinimum = Math.max(2, Math.min(10, Math.floor(sizes.organizations / 20)));
    await run('coalitions', coalitionsSql(passwordHash, nowSql, coalitionMinimum));
    await run('statistics', [{ sql: 'analyze organizations, locations, users, user_memberships' }]);
    await run('month plan', [
      ...planSql(start, sizes.months, nowSql),
      { sql: 'analyze seed_location_months, seed_months' },
    ]);
    await withoutConstraints(tx, BULK_TABLES, async () => {
      for (const statement of recordsSql()) await run(statement.table!, [statement]);
      await run('entry logs', [entryLogsSql()]);
      await run('statistics', [{ sql: `analyze ${RECORD_TABLES.join(', ')}` }]);
      const statuses = seedMonthStatusesSql(SCOPE);
      const locationStatuses = statuses.filter((s) => s.table === 'data_entry_statuses');
      await run('location statuses', [...locationStatuses, { sql: 'analyze data_entry_statuses' }]);
      await run('organization statuses', statuses.slice(locationStatuses.length));
      log('  restoring indexes and foreign keys…');
    });
    log(`  indexes and foreign keys restored, total ${elapsed()}`);
  });
  // Vacuumed as well as analyzed: the visibility map lets the covering indexes answer alone (the coalition
  // graphs' sums) from the first read, and no autovacuum of the fresh rows runs later under a benchmark.
  await database.exec(`vacuum (analyze) ${BULK_TABLES.join(', ')}`);
  log(`national seed done in ${elapsed()}`);
  return { seeded: true, rows, elapsedMs: Date.now() - started };
}
