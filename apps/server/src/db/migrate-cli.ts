/**
 * `npm run db:migrate`: applies the migrations not yet applied and loads the reference data (US counties)
 * into the database of DATABASE_URL (else the embedded one under DATA_DIR). Idempotent: run it once per
 * release, or again, or from several machines at once (they take turns). Exits non-zero with the reason
 * when the database cannot be reached or a migration fails.
 */
import { loadConfigOrExit } from '../config';
import { type Database, openDatabase } from './connection';
import { loadReferenceData } from './reference-data';

const config = loadConfigOrExit();
const where = config.databaseUrl
  ? `PostgreSQL server (${redact(config.databaseUrl)})`
  : `embedded, in ${config.dataDir}`;

let database: Database | undefined;
try {
  console.log(`db:migrate: database ${where}`);
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const opened = database;
  await opened.withLock('setup', async () => {
    await opened.migrate();
    await loadReferenceData(opened.db);
  });
  console.log('db:migrate: migrations applied and reference data loaded');
  await database.close();
} catch (error) {
  console.error(`db:migrate failed: ${describe(error)}`);
  await database?.close().catch(() => undefined);
  process.exit(1);
}

/** The URL without its password, to say which database was meant. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL is not a valid URL';
  }
}

/** The error's message and the database's own reason, which drizzle keeps as the cause. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const reason = [error.message || error.name, cause && cause.message !== error.message ? cause.message : '']
    .filter(Boolean)
    .join(': ');
  const code = (error as { code?: string }).code;
  return code && !reason.includes(code) ? `${reason} (${code})` : reason;
}
