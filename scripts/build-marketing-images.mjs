#!/usr/bin/env node
// The PNG of every marketing image of the Resource Center (apps/web/public/marketing/*.svg, 002 §2.15),
// rendered by Chromium at the SVG's own width and height, transparency kept (the badges' rounded corners).
// The SVGs are the source; run this after changing one and commit both:
//   node scripts/build-marketing-images.mjs
// CHROMIUM_PATH names another browser (default /usr/bin/chromium).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'apps/web/public/marketing');

/** The width and height the SVG's root element declares, in pixels. */
function sizeOf(svg, file) {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\swidth="(\d+)"/.exec(root)?.[1]);
  const height = Number(/\sheight="(\d+)"/.exec(root)?.[1]);
  if (!width || !height) throw new Error(`${file}: the <svg> element needs a width and a height in pixels`);
  return { width, height };
}

const files = readdirSync(dir)
  .filter((file) => file.endsWith('.svg'))
  .sort();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const file of files) {
    const svg = readFileSync(path.join(dir, file), 'utf8');
    const { width, height } = sizeOf(svg, file);
    await page.setViewportSize({ width, height });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`,
    );
    const png = file.replace(/\.svg$/, '.png');
    await page
      .locator('svg')
      .first()
      .screenshot({ path: path.join(dir, png), omitBackground: true });
    console.log(`${png} ${width}×${height}`);
  }
} finally {
  await browser.close();
}
