/**
 * `npm run worker`: a job worker process on the PostgreSQL server at DATABASE_URL; stops cleanly on
 * SIGINT/SIGTERM. In embedded mode (no DATABASE_URL) the server runs the worker itself: a second
 * process must not open the same PGlite data directory.
 */
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/connection';
import { createConsoleLogger } from './jobs/logger';
import { startWorker } from './jobs/start-worker';

const config = loadConfigOrExit();
const logger = createConsoleLogger(config.logLevel);
if (!config.databaseUrl) {
  console.error('npm run worker needs DATABASE_URL: without it, the server runs the job worker in-process.');
  process.exit(1);
}

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
  pipelines: config.databasePipelines,
});
await database.migrate();
const worker = await startWorker(database, config, { logger });
logger.info({ smtp: Boolean(config.smtpUrl) }, 'job worker started');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    logger.info({ signal }, 'job worker stopping');
    await worker.stop();
    await database.close();
    process.exit(0);
  });
}
