/**
 * The portal the tutorials are recorded from, as bench/src/lighthouse.ts serves it: the web app built into
 * a directory of its own and the production server on a free port with a fresh embedded database seeded
 * with the demo. The development mailbox is on, so that the registration's and the invitations' emails can
 * be read (their links are followed as the person receiving them would).
 */
import { spawn, spawnSync } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const START_TIMEOUT_MS = 180_000;

/** The production build (`vite build`, as `npm start` runs it) into `outDir`. */
export function buildWeb(repoRoot, outDir) {
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: path.join(repoRoot, 'apps/web'), stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('the web app did not build');
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

/**
 * The production server serving `distDir`, its database in `dataDir`, its output in `logFile`. Started in
 * a process group of its own, so that `stop` also ends the Node process tsx starts.
 */
export async function startWebServer(repoRoot, { distDir, dataDir, logFile }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const log = openSync(logFile, 'a');
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: base,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: distDir,
      SIGN_IN_MAX_PER_IP: '100000',
      DEV_MAILBOX: 'true',
    },
    detached: true,
    stdio: ['ignore', log, log],
  });
  const server = { base, stop: () => stopProcessGroup(child) };
  try {
    await waitForHealth(base, child);
  } catch (error) {
    await server.stop();
    console.error(readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n'));
    throw error;
  }
  return server;
}

async function waitForHealth(base, child) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer at ${base} within ${START_TIMEOUT_MS / 1000} s`);
}

function stopProcessGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    signalGroup(child, 'SIGTERM');
  });
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}
