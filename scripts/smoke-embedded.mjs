#!/usr/bin/env node
// Embedded-mode smoke test: `npm start` on a fresh DATA_DIR, sign in as a demo user, read a record, stop.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sac-smoke-'));
const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
delete env.DATABASE_URL;
const server = spawn('npm', ['start'], { env, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
let output = '';
server.stdout.on('data', (chunk) => {
  output += chunk;
});

const base = `http://127.0.0.1:${port}`;
const stop = (code) => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
};
const fail = (message) => {
  console.error(`✗ embedded smoke test: ${message}\n${output.slice(-3000)}`);
  stop(1);
};

const deadline = Date.now() + 300_000;
while (!output.includes('running at')) {
  if (Date.now() > deadline) fail('the server did not start within 5 minutes');
  if (server.exitCode !== null) fail(`npm start exited with ${server.exitCode}`);
  await new Promise((r) => setTimeout(r, 500));
}

// By default the embedded engine runs on a worker thread of its own (EMBEDDED_ENGINE_THREAD).
if (!output.includes('on a thread of its own')) fail('the embedded engine is not on a thread of its own');

const signIn = await fetch(`${base}/auth/sign_in`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'manager@example.org', password: 'password1234' }),
});
if (signIn.status !== 200) fail(`sign in answered ${signIn.status}`);
const headers = Object.fromEntries(
  ['access-token', 'client', 'uid', 'expiry', 'token-type'].map((h) => [h, signIn.headers.get(h)]),
);
const userId = (await signIn.json()).data.id;
const profile = await fetch(`${base}/api/v1/users/${userId}?include=organizations,locations`, { headers });
if (profile.status !== 200) fail(`profile answered ${profile.status}`);
const body = await profile.json();
const organization = body.included?.find((r) => r.type === 'organizations');
if (!organization) fail('the demo manager has no organization');
// /login is rendered at build time (apps/web/src/prerender.tsx): its form is in the page the server sends.
const page = await (await fetch(`${base}/login`)).text();
if (!page.includes('<div id="root" data-prerendered="/login">') || !page.includes('aria-label="Log in"')) {
  fail('the web app is not served: /login is not the prerendered login page');
}
console.log(
  `✓ embedded smoke test (the engine on its own thread): signed in as manager@example.org and read organization "${organization.attributes.name}"`,
);
stop(0);
