/**
 * Checks that Chromium plays each tutorial as the Video Tutorials page will: the WebM and its WebVTT
 * served over HTTP as /tutorials/{index}.webm and .vtt, played muted; its time must advance, its size be
 * 1280×720, its duration match its captions (one per step) and its file stay small.
 */
import { readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright';
import { SECONDS_PER_STEP } from './encode.mjs';

const MAX_BYTES = 1.5 * 1024 * 1024;
const TYPES = { '.webm': 'video/webm', '.vtt': 'text/vtt; charset=utf-8', '.html': 'text/html' };
const PAGE = '<!doctype html><title>check</title><video muted playsinline></video>';

function serve(dir) {
  const server = http.createServer((request, response) => {
    const name = path.basename(new URL(request.url, 'http://x').pathname);
    try {
      const body = name === 'check.html' ? PAGE : readFileSync(path.join(dir, name));
      response.writeHead(200, { 'content-type': TYPES[path.extname(name)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/** Runs in the page: loads one video with its captions, plays it a little, reports what it saw. */
async function playInPage(index) {
  const video = document.querySelector('video');
  video.replaceChildren();
  const track = Object.assign(document.createElement('track'), {
    kind: 'captions',
    src: `/tutorials/${index}.vtt`,
    default: true,
  });
  video.append(track);
  const trackLoaded = new Promise((resolve, reject) => {
    track.addEventListener('load', resolve, { once: true });
    track.addEventListener('error', () => reject(new Error('the captions did not load')), { once: true });
  });
  video.src = `/tutorials/${index}.webm`;
  await new Promise((resolve, reject) => {
    video.addEventListener('loadedmetadata', resolve, { once: true });
    video.addEventListener('error', () => reject(new Error(`media error ${video.error?.code}`)), {
      once: true,
    });
  });
  await video.play();
  const started = video.currentTime;
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await trackLoaded;
  const cues = [...track.track.cues];
  return {
    duration: video.duration,
    advanced: video.currentTime - started,
    width: video.videoWidth,
    height: video.videoHeight,
    cues: cues.length,
    lastCueEnd: cues.at(-1)?.endTime ?? 0,
  };
}

/** Checks the tutorials of `indexes` in `dir`; returns one line per video and whether all passed. */
export async function checkTutorials(dir, indexes) {
  const server = await serve(dir);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true });
  const lines = [];
  let ok = true;
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/tutorials/check.html`);
    for (const index of indexes) {
      const bytes = statSync(path.join(dir, `${index}.webm`)).size;
      const seen = await page.evaluate(playInPage, index);
      const problems = [
        seen.advanced < 0.5 && `time advanced only ${seen.advanced.toFixed(2)} s`,
        (seen.width !== 1280 || seen.height !== 720) && `size ${seen.width}×${seen.height}`,
        Math.abs(seen.duration - seen.cues * SECONDS_PER_STEP) > 0.5 &&
          `duration ${seen.duration.toFixed(1)} s for ${seen.cues} steps`,
        Math.abs(seen.lastCueEnd - seen.duration) > 0.5 && `the captions end at ${seen.lastCueEnd} s`,
        bytes > MAX_BYTES && `${(bytes / 1024 / 1024).toFixed(2)} MB`,
      ].filter(Boolean);
      ok &&= problems.length === 0;
      lines.push(
        `${index}.webm  ${(bytes / 1024).toFixed(0).padStart(5)} KiB  ${seen.duration.toFixed(1)} s  ` +
          `${seen.cues} steps  ${problems.length ? `FAILED: ${problems.join('; ')}` : 'plays'}`,
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
  return { ok, lines };
}
