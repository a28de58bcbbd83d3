#!/usr/bin/env node
// `npm run test:e2e`: the Playwright journeys in Debian's Chromium against the real server, started on a
// free port with a fresh database (embedded in a temp dir, or a scratch database on TEST_DATABASE_URL).
// Extra arguments go to Playwright: `npm run test:e2e -- session.spec.ts --headed`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The browser: Debian's `chromium-headless-shell` (the headless-only build Playwright itself runs headless
 * tests in: the same Blink and V8 without the full browser's UI, which made the journeys about 40% faster
 * on a 2-core machine), else Debian's full `chromium`. CHROMIUM_PATH picks another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_CHROMIUM = '/usr/bin/chromium';
const START_TIMEOUT_MS = 180_000;

function loud(lines) {
  const bar = '!'.repeat(78);
  console.error(`\n${bar}\n${lines.map((l) => `!!  ${l}`).join('\n')}\n${bar}\n`);
}

/** The Chromium to run, installing Debian's headless shell when it is missing and we are root. */
function findChromium() {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) return existsSync(chosen) ? chosen : null;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!existsSync(HEADLESS_SHELL) && isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`${HEADLESS_SHELL} is missing: installing Debian's chromium-headless-shell…`);
    const install = () =>
      spawnSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }).status;
    if (install() !== 0) {
      spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      install();
    }
  }
  return [HEADLESS_SHELL, FULL_CHROMIUM].find((candidate) => existsSync(candidate)) ?? null;
}

/** The newest modification time under a path (files only), skipping dependencies and output. */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(target)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, name)));
  }
  return newest;
}

function buildWebIfNeeded() {
  const builtAt = newestMtime(path.join(root, 'apps/web/dist/index.html'));
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/public',
    'apps/web/vite.config.ts',
    'packages/domain/src',
  ];
  const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  if (builtAt > changedAt) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A scratch database on the server of TEST_DATABASE_URL, dropped afterwards. */
async function scratchDatabase(adminUrl) {
  const { default: pg } = await import('pg');
  const name = `sac_e2e_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await client.end();
    },
  };
}

async function waitForServer(baseUrl, server, logFile) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.error(readFileSync(logFile, 'utf8').split('\n').slice(-60).join('\n'));
  throw new Error(`The server did not start at ${baseUrl} (see the log above).`);
}

/** The vendor fake answers (a 401 without a key) once it listens. */
async function waitForVendor(url, vendor, logFile) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && vendor.exitCode === null) {
    const answered = await fetch(url).then(
      (response) => response.status === 401,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.error(readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n'));
  throw new Error(`The ShelterLuv fake did not start at ${url} (see the log above).`);
}

function stopServer(server) {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => process.kill(-server.pid, 'SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    process.kill(-server.pid, 'SIGTERM');
  });
}

async function main() {
  const chromium = findChromium();
  if (!chromium) {
    loud([
      `BROWSER TESTS SKIPPED: Chromium is not installed (${process.env.CHROMIUM_PATH ?? `${HEADLESS_SHELL} or ${FULL_CHROMIUM}`}) and could not be installed.`,
      'Install it (apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH, then run npm run test:e2e again.',
    ]);
    return 0;
  }
  const began = Date.now();
  const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
  buildWebIfNeeded();

  const work = mkdtempSync(path.join(os.tmpdir(), 'sac-e2e-'));
  const logFile = path.join(work, 'server.log');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const scratch = process.env.TEST_DATABASE_URL ? await scratchDatabase(process.env.TEST_DATABASE_URL) : null;
  const log = openSync(logFile, 'a');
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  // A fake ShelterLuv with last month's fixture (the vendor cannot be reached from here): the aggregation journey.
  const vendorPort = await freePort();
  const vendor = spawn(tsx, ['apps/server/test/support/vendor-fakes/serve-shelterluv.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(vendorPort), E2E_SHELTERLUV_KEY: 'e2e-shelterluv-key-0001' },
    detached: true,
    stdio: ['ignore', log, log],
  });
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseUrl,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Every journey signs in from the same address.
    SIGN_IN_MAX_PER_IP: process.env.SIGN_IN_MAX_PER_IP ?? '10000',
    // …and all of them within the hour the email limits count: the demo addresses get many emails.
    EMAIL_MAX_PER_ADDRESS: process.env.EMAIL_MAX_PER_ADDRESS ?? '1000',
    EMAIL_MAX_PER_SENDER: process.env.EMAIL_MAX_PER_SENDER ?? '10000',
    // Every sign-in is a device of its own, and parallel journeys sign the demo users in many times over:
    // past the usual 10 devices the oldest would be signed out in the middle of its journey.
    MAX_DEVICES_PER_USER: process.env.MAX_DEVICES_PER_USER ?? '1000',
    // Shelter-software credentials can be stored; ShelterLuv is the local fake, ShelterBuddy a closed local
    // port: never the internet.
    CREDENTIALS_KEY: process.env.CREDENTIALS_KEY ?? 'browser-tests-credentials-key-0123456789',
    SHELTERLUV_BASE_URL: process.env.SHELTERLUV_BASE_URL ?? `http://127.0.0.1:${vendorPort}/api/v1`,
    SHELTERBUDDY_BASE_URL: process.env.SHELTERBUDDY_BASE_URL ?? 'http://127.0.0.1:9/{site}/api/v2',
    // A server database is seeded only when asked; the embedded one seeds itself on first start.
    ...(scratch
      ? { DATABASE_URL: scratch.url, SEED_DEMO: 'true', IN_PROCESS_WORKER: 'true', DEV_MAILBOX: 'true' }
      : { DATA_DIR: path.join(work, 'data'), DATABASE_URL: '' }),
  };
  const server = spawn(tsx, ['apps/server/src/main.ts'], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', log, log],
  });

  let status = 1;
  try {
    console.log(`Starting the server on ${baseUrl} (log: ${logFile}); the browser is ${chromium}…`);
    await waitForServer(baseUrl, server, logFile);
    await waitForVendor(`http://127.0.0.1:${vendorPort}/api/v1/events`, vendor, logFile);
    console.log(`The server answered after ${seconds(began)} (web build included).`);
    const journeysBegan = Date.now();
    const picked = process.argv.slice(2);
    // Journeys picked by file run alone: the after-journeys project would otherwise run all the others first.
    const noDeps = picked.some((arg) => !arg.startsWith('-')) ? ['--no-deps'] : [];
    const args = ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...noDeps, ...picked];
    const result = spawnSync('npx', args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: baseUrl, CHROMIUM_PATH: chromium },
    });
    status = result.status ?? 1;
    console.log(`The journeys took ${seconds(journeysBegan)}; npm run test:e2e ${seconds(began)} in all.`);
    if (status !== 0) printFailureContext(logFile);
  } finally {
    await stopServer(server);
    await stopServer(vendor);
    await scratch?.drop();
    if (status === 0) rmSync(work, { recursive: true, force: true });
  }
  return status;
}

/**
 * A failed run prints what the page showed (Playwright's error-context.md: the page's accessibility
 * snapshot) and the end of the server log, so a failure seen only in CI's output can still be read.
 */
function printFailureContext(logFile) {
  const results = path.join(root, 'e2e/test-results');
  const contexts = existsSync(results)
    ? readdirSync(results, { recursive: true })
        .map(String)
        .filter((file) => file.endsWith('error-context.md'))
    : [];
  for (const file of contexts) {
    const lines = readFileSync(path.join(results, file), 'utf8').split('\n');
    console.error(
      `\n--- ${file} (${lines.length} lines, the first 300) ---\n${lines.slice(0, 300).join('\n')}`,
    );
  }
  const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').trimEnd().split('\n') : [];
  console.error(`\n--- the server log's last 40 lines (${logFile}) ---\n${log.slice(-40).join('\n')}`);
}

main().then(
  (status) => process.exit(status),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
