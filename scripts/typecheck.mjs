#!/usr/bin/env node
// `npm run typecheck`: `tsc` over every workspace. Each `tsc` runs on one core, so the workspaces are checked
// side by side, as many at once as the machine has cores; the output of each is printed when it ends.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules/.bin/tsc');
/** The largest first, so the last to start is a short one. */
const PROJECTS = ['apps/web', 'apps/server', 'e2e', 'bench', 'packages/domain'];

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(tsc, ['-p', project, '--pretty'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    // A tsc that cannot start (not installed) fails its workspace instead of throwing.
    child.on('error', (error) => resolve({ ok: false, output: `${project}: ${error.message}\n` }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

const queue = [...PROJECTS];
const failed = [];
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const { ok, output } = await check(project);
    if (output.trim()) process.stdout.write(output);
    if (!ok) failed.push(project);
  }
}
const lanes = Math.max(1, Math.min(os.availableParallelism(), PROJECTS.length));
await Promise.all(Array.from({ length: lanes }, worker));
if (failed.length > 0) {
  console.error(`tsc found errors in ${failed.join(', ')}.`);
  process.exit(1);
}
