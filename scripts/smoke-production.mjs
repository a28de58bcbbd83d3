#!/usr/bin/env node
// Production smoke test: the README's "Production" steps on a scratch PostgreSQL database. The web app is
// built only when missing (CI has built it for the browser tests; `npm ci` is CI's own step). `npm run db:migrate` twice
// (idempotent) and once against a missing database (must fail, saying why); then `npm run serve`
// (NODE_ENV=production, WEB_CONCURRENCY=2) and `npm run worker`; the health check, the web app, and one job
// through the worker: a registration's confirmation email delivered to a real SMTP listener. Stops
// everything and drops the database. The PostgreSQL server: SMOKE_DATABASE_URL, else TEST_DATABASE_URL,
// else postgres://postgres@127.0.0.1:5432/postgres.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import smtpServer from 'smtp-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl =
  process.env.SMOKE_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
// Generous: only a hang should fail on time, on a busy machine too.
const START_TIMEOUT_MS = 300_000;
const EMAIL_TIMEOUT_MS = 180_000;
const CONFIRM_SUBJECT = 'Confirm your Shelter Animals Count account';

const withDatabase = (url, name) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const step = (message) => console.log(`· ${message}`);

class SmokeFailure extends Error {}
const fail = (message) => {
  throw new SmokeFailure(message);
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function queryScratch(url, sql, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** The `npm run …` commands of the README's Production block, which this script runs in that order. */
function readmeProductionCommands() {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.split(/^## Production$/m)[1]?.split(/^## /m)[0] ?? '';
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return [...block.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]);
}

/** A child process in its own group (npm → tsx → node, and the API processes it forks). */
function start(name, args, env) {
  const child = spawn('npm', args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => {
    output += chunk;
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return { name, child, exited, output: () => output };
}

async function run(name, args, env) {
  const started = start(name, args, env);
  const status = await started.exited;
  return { status, output: started.output() };
}

/** SIGTERM to the group, as a service manager stops it; true when it ended on its own (no SIGKILL needed). */
async function stop(started) {
  if (started.child.exitCode !== null || started.child.signalCode !== null) return true;
  let forced = false;
  const force = setTimeout(() => {
    forced = true;
    try {
      process.kill(-started.child.pid, 'SIGKILL');
    } catch {}
  }, 20_000);
  try {
    process.kill(-started.child.pid, 'SIGTERM');
  } catch {}
  await started.exited;
  clearTimeout(force);
  return !forced;
}

function startSmtpListener() {
  const received = [];
  const server = new smtpServer.SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw });
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `smtp://127.0.0.1:${server.server.address().port}`,
        received,
        close: () => new Promise((done) => server.close(done)),
      }),
    ),
  );
}

async function waitUntil(what, timeoutMs, check, processes) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const died = processes.find((p) => p.child.exitCode !== null || p.child.signalCode !== null);
    if (died)
      fail(`${died.name} exited (${died.child.exitCode ?? died.child.signalCode}) while waiting for ${what}`);
    if (await check()) return;
    if (Date.now() > deadline) fail(`no ${what} within ${timeoutMs / 1000} s`);
    await sleep(500);
  }
}

const getStatus = (url) =>
  fetch(url).then(
    (reply) => reply.status,
    () => 0,
  );

/** A complete registration, as the web app sends it; the registrant is the organization's authorizer. */
function registration(email, countyId) {
  return {
    data: {
      type: 'registrations',
      attributes: {
        registration_type: 'organization',
        user_full_name: 'Smoke Test',
        user_title: 'Director',
        user_email: email,
        user_email_confirmation: email,
        user_password: 'correct horse 1',
        user_password_confirmation: 'correct horse 1',
        user_is_authorizer: true,
        organization_name: 'Smoke Test Shelter',
        organization_country: 'United States',
        organization_type: 'Shelter without a Government Contract',
        organization_website_url: 'https://smoke.example.org',
        organization_incorporated_on: '2019-04-01',
        organization_ein: '12-3456789',
        organization_animal_species: ['canine', 'feline'],
        organization_annual_intake: '100 - 499',
        organization_annual_operating_budget: 'Less than $100,000',
        organization_shelter_software: 'Spreadsheet',
        organization_communications_opt_in: true,
        organization_searchable_opt_in: false,
        organization_media_opt_in: true,
        location_address_line_1: '12 Main St',
        location_city: 'Lincoln',
        location_us_state: 'NE',
        location_us_county_id: countyId,
        location_zip_code: '68508',
        location_contact_phone_number: '(402) 555-0100',
      },
    },
  };
}

async function migrateTwice(env, url) {
  const journal = JSON.parse(
    readFileSync(path.join(root, 'apps/server/src/db/migrations/meta/_journal.json'), 'utf8'),
  );
  const counts = async () =>
    (
      await queryScratch(
        url,
        `select (select count(*) from drizzle.__drizzle_migrations)::int as migrations,
                (select count(*) from us_counties)::int as counties`,
      )
    )[0];
  const seen = [];
  for (const round of [1, 2]) {
    const { status, output } = await run('db:migrate', ['run', 'db:migrate'], env);
    if (status !== 0) fail(`npm run db:migrate (run ${round}) exited with ${status}:\n${output}`);
    seen.push(await counts());
  }
  if (seen[0].migrations !== journal.entries.length)
    fail(`${seen[0].migrations} migrations applied, ${journal.entries.length} expected`);
  if (seen[0].counties < 3000) fail(`only ${seen[0].counties} US counties loaded`);
  if (JSON.stringify(seen[1]) !== JSON.stringify(seen[0]))
    fail(`a second db:migrate changed the database: ${JSON.stringify(seen)}`);
  step(
    `db:migrate twice: ${seen[0].migrations} migrations, ${seen[0].counties} counties, unchanged the second time`,
  );
}

async function migrateMissingDatabase(env, name) {
  const missing = `${name}_missing`;
  const { status, output } = await run('db:migrate', ['run', 'db:migrate'], {
    ...env,
    DATABASE_URL: withDatabase(adminUrl, missing),
  });
  if (status === 0) fail('npm run db:migrate succeeded on a database that does not exist');
  if (!output.includes('db:migrate failed') || !output.includes(missing))
    fail(`npm run db:migrate failed without saying why:\n${output}`);
  step('db:migrate on a missing database: exits non-zero and names the database');
}

async function checkWebApp(base) {
  const index = await fetch(`${base}/`);
  const html = await index.text();
  if (index.status !== 200 || !html.includes('<div id="root">'))
    fail(`the web app's index answered ${index.status}: ${html.slice(0, 200)}`);
  const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
  if (!script) fail("the web app's index names no script");
  const asset = await fetch(new URL(script, base));
  if (asset.status !== 200 || !/javascript/.test(asset.headers.get('content-type') ?? ''))
    fail(`the web app's script ${script} answered ${asset.status} (${asset.headers.get('content-type')})`);
  step(`web app: index and ${script} served`);
}

async function checkEmailJob(base, url, smtp, processes) {
  const [county] = await queryScratch(
    url,
    "select id from us_counties where us_state = 'NE' order by name limit 1",
  );
  const email = `smoke-${Date.now()}@example.org`;
  const reply = await fetch(`${base}/api/v1/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/vnd.api+json' },
    body: JSON.stringify(registration(email, county.id)),
  });
  if (reply.status !== 201) fail(`the registration answered ${reply.status}: ${await reply.text()}`);
  await waitUntil(
    `confirmation email to ${email} at the SMTP listener`,
    EMAIL_TIMEOUT_MS,
    async () => smtp.received.some((m) => m.to.includes(email) && m.raw.includes(CONFIRM_SUBJECT)),
    processes,
  );
  const rows = await queryScratch(url, 'select status from outgoing_emails where to_address = $1', [email]);
  await waitUntil(
    'outbox rows marked sent',
    EMAIL_TIMEOUT_MS,
    async () =>
      (await queryScratch(url, 'select status from outgoing_emails where to_address = $1', [email])).every(
        (row) => row.status === 'sent',
      ),
    processes,
  );
  step(`job round trip: a registration queued ${rows.length} emails; the worker delivered them over SMTP`);
}

async function main() {
  const commands = readmeProductionCommands();
  const expected = ['build:web', 'db:migrate', 'serve', 'worker'];
  if (JSON.stringify(commands) !== JSON.stringify(expected))
    fail(`the README's Production steps run ${commands.join(', ')}; this test runs ${expected.join(', ')}`);
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    const { status, output } = await run('build:web', ['run', 'build:web'], process.env);
    if (status !== 0) fail(`npm run build:web exited with ${status}:\n${output}`);
  }

  const name = `sac_smoke_${process.pid}_${Date.now()}`;
  const url = withDatabase(adminUrl, name);
  await admin(`create database ${name}`);
  const processes = [];
  let smtp;
  try {
    const env = { ...process.env, NODE_ENV: 'production', DATABASE_URL: url };
    delete env.TEST_DATABASE_URL;
    await migrateMissingDatabase(env, name);
    await migrateTwice(env, url);

    smtp = await startSmtpListener();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // Loopback only: production listens on every interface by default, which a CI machine need not do.
    const serveEnv = {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_CONCURRENCY: '2',
      SMTP_URL: smtp.url,
    };
    processes.push(start('npm run serve', ['run', 'serve'], serveEnv));
    processes.push(start('npm run worker', ['run', 'worker'], { ...env, SMTP_URL: smtp.url }));
    const [server, worker] = processes;
    await waitUntil(
      'server listening',
      START_TIMEOUT_MS,
      async () =>
        server.output().includes('running at') && (await getStatus(`${base}/api/v1/health`)) === 200,
      processes,
    );
    await waitUntil(
      'worker started',
      START_TIMEOUT_MS,
      async () => worker.output().includes('job worker started'),
      processes,
    );
    step(`npm run serve (2 API processes) answers ${base}/api/v1/health; npm run worker started`);

    await checkWebApp(base);
    await checkEmailJob(base, url, smtp, processes);

    for (const started of processes) {
      if (!(await stop(started))) fail(`${started.name} did not stop within 20 s of SIGTERM`);
    }
    step('serve and worker stopped on SIGTERM');
  } catch (error) {
    for (const started of processes) console.error(`--- ${started.name}:\n${started.output().slice(-4000)}`);
    throw error;
  } finally {
    await Promise.all(processes.map(stop));
    await smtp?.close();
    await admin(`drop database if exists ${name} with (force)`);
  }
}

main().then(
  () => console.log('✓ production smoke test: migrate (twice), serve, worker, web app, email job'),
  (error) => {
    console.error(`✗ production smoke test: ${error instanceof SmokeFailure ? error.message : error.stack}`);
    process.exit(1);
  },
);
