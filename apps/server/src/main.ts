/**
 * Starts the portal: opens the database (embedded or server), migrates, seeds demo data once, serves.
 * With a PostgreSQL server and WEB_CONCURRENCY > 1, the primary process prepares the database and forks
 * that many API processes sharing the port (they hold no state); the embedded database allows one.
 */
// First: V8's collection settings, before the modules below allocate anything.
import './garbage-collection';
import cluster from 'node:cluster';
import { buildApp } from './app';
import { type Config, loadConfigOrExit } from './config';
import { openDatabase } from './db/connection';
import { loadReferenceData } from './db/reference-data';
import { seedDemo } from './db/seed/demo';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/demo-users';
import { startJobsClient, startWorker } from './jobs/start-worker';
import { withApiNodeFlags } from './node-flags';

const config = loadConfigOrExit();
const processes = config.databaseUrl ? config.webConcurrency : 1;

if (cluster.isPrimary) {
  await prepareDatabase(config);
  if (processes > 1) {
    let shuttingDown = false;
    cluster.setupPrimary({ execArgv: withApiNodeFlags(process.execArgv) });
    for (let i = 0; i < processes; i += 1) cluster.fork();
    let listening = 0;
    cluster.on('listening', () => {
      listening += 1;
      if (listening === processes) announce(config);
    });
    cluster.on('exit', (worker, code) => {
      if (code !== 0 && !shuttingDown) console.error(`API process ${worker.process.pid} exited with ${code}`);
    });
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        shuttingDown = true;
        for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
        setTimeout(() => process.exit(0), 5000).unref();
        cluster.on('exit', () => {
          if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
        });
      });
    }
  } else {
    await serve(config);
    announce(config);
  }
} else {
  await serve(config);
}

async function prepareDatabase(config: Config) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // Servers started together on an empty database take turns: the first prepares it, the next find it ready.
  await database.withLock('setup', async () => {
    await database.migrate();
    await loadReferenceData(database.db);
    if (config.seedDemo) {
      const summary = await seedDemo(database, { now: config.now() });
      if (summary.seeded) console.log('Seeded the demo data.');
    }
  });
  // The embedded database is held open by one process at a time: the server reopens it.
  await database.close();
}

async function serve(config: Config) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    engineThread: config.embeddedEngineThread,
    poolSize: config.databasePoolSize,
    pipelines: config.databasePipelines,
  });
  // Embedded mode (one process owns the database) runs the job worker in-process; with a PostgreSQL
  // server the worker runs as its own processes (`npm run worker`) and the server only queues jobs.
  const worker =
    config.inProcessWorker && cluster.isPrimary ? await startWorker(database, config) : undefined;
  const jobs = worker?.jobs ?? (await startJobsClient(database, config));
  const app = await buildApp({ config, database, jobs });
  await app.compute.warm();
  await app.listen({ port: config.port, host: config.host });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      await app.close();
      await (worker ? worker.stop() : jobs.stop());
      await database.close();
      process.exit(0);
    });
  }
}

function announce(config: Config) {
  console.log(`\nShelter data portal running at http://localhost:${config.port}`);
  console.log(
    config.databaseUrl
      ? `Database: PostgreSQL server (DATABASE_URL), ${processes} API process${processes > 1 ? 'es' : ''}`
      : `Database: embedded, in ${config.dataDir}${config.embeddedEngineThread ? ', on a thread of its own' : ''}`,
  );
  if (config.seedDemo) {
    console.log(`\nDemo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const user of DEMO_USERS) console.log(`  ${user.email.padEnd(24)} ${roleOf(user)}`);
  }
  console.log('');
}

function roleOf(user: (typeof DEMO_USERS)[number]): string {
  if (user.systemAdmin) return 'system administrator';
  if (user.organization) return user.organization.role.replace('_', ' ');
  if (user.coalition) return `${user.coalition.role.replace('_', ' ')} (coalition-only)`;
  return '';
}
