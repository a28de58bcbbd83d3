#!/usr/bin/env node
/**
 * `npm run build:tutorials`: the Resource Center's eight how-to videos, recorded from the product itself
 * so that the portal needs nothing online to show them. Builds the web app into a temporary directory,
 * serves it with the production server on a fresh embedded demo database, drives Chromium through each
 * task (a caption and an outline on every step's screenshot), and writes apps/web/public/tutorials/
 * {index}.webm and {index}.vtt with ffmpeg. Then checks that Chromium plays them.
 *
 *   --check         only check the videos already there (no build, no server, no ffmpeg)
 *   --only=2,5      write only these videos (the tutorials they build on are still recorded first:
 *                   5-7 use the coalition of 4, and 6 the organization registered in 0)
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { checkTutorials } from './tutorials/check.mjs';
import { COALITION_TUTORIALS } from './tutorials/coalition-tutorials.mjs';
import { DATA_ENTRY_TUTORIALS } from './tutorials/data-entry-tutorials.mjs';
import { encodeVideo, findEncoder, writeCaptions } from './tutorials/encode.mjs';
import { ORGANIZATION_TUTORIALS } from './tutorials/organization-tutorials.mjs';
import { Recorder } from './tutorials/recorder.mjs';
import { buildWeb, startWebServer } from './tutorials/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'apps/web/public/tutorials');
const CHROMIUM = '/usr/bin/chromium';
const TUTORIALS = [...ORGANIZATION_TUTORIALS, ...DATA_ENTRY_TUTORIALS, ...COALITION_TUTORIALS];

const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

function parseArguments(argv) {
  const only = argv.find((arg) => arg.startsWith('--only='));
  const wanted = only
    ? only
        .slice('--only='.length)
        .split(',')
        .map((index) => TUTORIALS.find((t) => String(t.index) === index.trim()))
    : TUTORIALS;
  if (wanted.includes(undefined)) throw new Error(`--only takes indexes from 0 to ${TUTORIALS.length - 1}`);
  return { checkOnly: argv.includes('--check'), wanted: wanted.map((t) => t.index) };
}

/** The wanted tutorials and those they build on, in order. */
function tutorialsToRecord(wanted) {
  const needed = new Set();
  const add = (index) => {
    if (needed.has(index)) return;
    needed.add(index);
    for (const need of TUTORIALS[index].needs ?? []) add(need);
  };
  for (const index of wanted) add(index);
  return TUTORIALS.filter((t) => needed.has(t.index));
}

async function recordAll(work, base, codec, wanted) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true });
  try {
    for (const tutorial of tutorialsToRecord(wanted)) {
      const began = Date.now();
      const framesDir = path.join(work, `frames-${tutorial.index}`);
      mkdirSync(framesDir);
      const rec = new Recorder(framesDir);
      await tutorial.record({ rec, browser, base });
      if (!wanted.includes(tutorial.index)) {
        console.log(`  ${tutorial.index} ${tutorial.title}: recorded (${seconds(began)}), not written`);
        continue;
      }
      encodeVideo(codec, framesDir, path.join(outDir, `${tutorial.index}.webm`));
      writeCaptions(rec.captions, path.join(outDir, `${tutorial.index}.vtt`));
      console.log(`  ${tutorial.index} ${tutorial.title}: ${rec.captions.length} steps (${seconds(began)})`);
    }
  } finally {
    await browser.close();
  }
}

async function build(wanted, encoder) {
  const began = Date.now();
  const work = mkdtempSync(path.join(os.tmpdir(), 'sac-tutorials-'));
  let server;
  const cleanUp = async () => {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  };
  // Ctrl-C stops the server and removes the temporary files too.
  const interrupted = (signal) => cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  try {
    console.log('Building the web app…');
    buildWeb(root, path.join(work, 'dist'));
    const logFile = path.join(work, 'server.log');
    const paths = { distDir: path.join(work, 'dist'), dataDir: path.join(work, 'data'), logFile };
    server = await startWebServer(root, paths);
    console.log(`Serving it on ${server.base} (${seconds(began)}); recording with ${encoder.codec}:`);
    mkdirSync(outDir, { recursive: true });
    await recordAll(work, server.base, encoder.codec, wanted);
  } finally {
    await cleanUp();
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
  }
  console.log(`Recorded in ${seconds(began)}.`);
}

async function main() {
  const { checkOnly, wanted } = parseArguments(process.argv.slice(2));
  if (!checkOnly) {
    const encoder = findEncoder();
    if (encoder.missing) {
      console.error(`\n${encoder.missing}\n`);
      return 1;
    }
    await build(wanted, encoder);
  }
  console.log('Playing them in Chromium:');
  const { ok, lines } = await checkTutorials(outDir, wanted);
  for (const line of lines) console.log(`  ${line}`);
  return ok ? 0 : 1;
}

main().then(
  (status) => process.exit(status),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
