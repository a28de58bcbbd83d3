/**
 * `npm run db:seed`: migrates the database (DATABASE_URL, else the embedded one under DATA_DIR), loads the
 * reference data and seeds the demo; `-- --scale national` adds the national-scale benchmark dataset.
 *
 *   npm run db:seed -- --scale national --organizations 8000 --locations 10000 --years 10 [--now 2025-06-15]
 */
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../../config';
import { openDatabase } from '../connection';
import { loadReferenceData } from '../reference-data';
import { seedDemo } from './demo';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';
import { seedNational } from './national';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'demo' },
    organizations: { type: 'string' },
    locations: { type: 'string' },
    years: { type: 'string' },
    now: { type: 'string' },
  },
});

function positive(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`--${name} must be a positive whole number`);
  return parsed;
}

/** `--now YYYY-MM-DD` pins the clock (noon, local time), for a reproducible dataset. */
function clockOf(value: string | undefined, fallback: Date): Date {
  if (!value) return fallback;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(year ?? Number.NaN, (month ?? 1) - 1, day ?? 1, 12);
  if (Number.isNaN(date.getTime())) throw new Error('--now must be a date like 2025-06-15');
  return date;
}

if (values.scale !== 'demo' && values.scale !== 'national')
  throw new Error('--scale must be demo or national');
const config = loadConfigOrExit();
const now = clockOf(values.now, config.now());
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
console.log(
  `database: ${config.databaseUrl ? 'PostgreSQL server (DATABASE_URL)' : `embedded, in ${config.dataDir}`}`,
);
try {
  await database.migrate();
  await loadReferenceData(database.db);
  const demo = await seedDemo(database, { now });
  if (demo.seeded) {
    console.log('demo data seeded:', demo.rows);
    console.log(`demo sign-ins (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => u.email).join(', ')}`);
  } else {
    console.log('demo data already present');
  }
  if (values.scale === 'national') {
    if (database.kind === 'pglite' && !values.organizations) {
      console.log(
        'embedded database: the full national dataset is slow here; try --organizations 500 --years 3',
      );
    }
    const national = await seedNational(database, {
      now,
      organizations: positive('organizations', values.organizations),
      locations: positive('locations', values.locations),
      years: positive('years', values.years),
    });
    if (national.seeded) console.log('national data seeded:', national.rows);
  }
} finally {
  await database.close();
}
