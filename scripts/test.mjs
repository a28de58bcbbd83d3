#!/usr/bin/env node
// `npm test`: every test of the project, in order — lint, types, unit and integration, browser.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['unit and integration tests', 'npx', ['vitest', 'run']],
  ['browser tests', 'node', ['scripts/e2e.mjs']],
];

const seconds = (since) => Math.round((Date.now() - since) / 1000);
const started = Date.now();
const took = [];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const stepStarted = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  took.push(`${name} ${seconds(stepStarted)} s`);
}
console.log(`\n✓ all tests passed in ${seconds(started)} s (${took.join(', ')})`);
