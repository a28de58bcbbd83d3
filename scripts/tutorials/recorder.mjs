/**
 * Records one tutorial as a list of frames, one per step: before each screenshot the page gets a caption
 * banner at the bottom and an outline around what the step is about (the control about to be clicked, or
 * the fields just typed into), both removed right after. A click step shows the control before the click;
 * a fill step types first and shows the filled fields, so the viewer sees what goes where.
 */
import path from 'node:path';

const OVERLAY = 'data-tutorial-overlay';
/** Room kept free of outlines: the app's header at the top, the caption banner at the bottom. */
const SAFE_AREA = { top: 72, bottom: 130 };

export class Recorder {
  constructor(framesDir) {
    this.framesDir = framesDir;
    this.captions = [];
  }

  /** A frame of the page as it is, with the caption and the targets (locators) outlined. */
  async frame(page, caption, targets = []) {
    await settle(page);
    await bringIntoView(targets);
    const rects = await rectsOf(targets);
    // A control the page cannot scroll out of the banner's way (a short page) gets the banner on top.
    const { height } = page.viewportSize();
    const below = rects.some((r) => r.y + r.height > height - SAFE_AREA.bottom);
    const above = rects.some((r) => r.y < SAFE_AREA.bottom);
    const bannerAtTop = below && !above;
    await page.evaluate(drawOverlay, { caption, rects, bannerAtTop, attribute: OVERLAY });
    const file = path.join(this.framesDir, `${String(this.captions.length + 1).padStart(3, '0')}.png`);
    await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
    await page.evaluate((attribute) => {
      for (const element of document.querySelectorAll(`[${attribute}]`)) element.remove();
    }, OVERLAY);
    this.captions.push(caption);
  }

  /** Shows `target` (or the `highlight` locators) outlined under the caption, then clicks it. */
  async click(page, caption, target, { highlight = [target] } = {}) {
    await target.waitFor();
    await this.frame(page, caption, highlight);
    await target.click();
  }

  /** Types each `[locator, value]` of `fields`, then shows them (or `highlight`) outlined. */
  async fill(page, caption, fields, { highlight } = {}) {
    for (const [field, value] of fields) await field.fill(value);
    await this.frame(page, caption, highlight ?? fields.map(([field]) => field));
  }

  /** Opens the select `input`, shows `option` outlined in its list, then picks it. */
  async choose(page, caption, input, option) {
    // Room below the select for its list, above the caption banner.
    await input.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await retry(async () => {
      await input.click();
      await option.waitFor({ timeout: 3000 });
    });
    await this.frame(page, caption, [option]);
    await option.click();
  }
}

/** Closes the notifications still showing, so that they cover nothing of the next step. */
export async function dismissToasts(page) {
  for (const close of await page.locator('.mantine-Notification-closeButton').all()) {
    await close.click().catch(() => undefined);
  }
  await page.locator('.mantine-Notification-root').first().waitFor({ state: 'detached' });
}

/** Runs `step` until it passes, for clicks a busy page can lose (a dropdown closing as it opens). */
async function retry(step, attempts = 4) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** Waits until the page has stopped loading and its fonts are ready, so a frame is not half drawn. */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(250);
}

/** Scrolls the first target into view when the targets are not all in the safe area already. */
async function bringIntoView(targets) {
  const [first] = targets;
  if (!first) return;
  // Sideways first: a wide table scrolls inside its own box.
  await first.evaluate((element) => element.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
  const rects = await rectsOf(targets);
  const top = Math.min(...rects.map((r) => r.y));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  const viewport = await first.page().viewportSize();
  if (top >= SAFE_AREA.top && bottom <= viewport.height - SAFE_AREA.bottom) return;
  const single = targets.length === 1;
  await first.evaluate(
    (element, { single, margin }) => {
      const before = element.style.scrollMarginTop;
      element.style.scrollMarginTop = `${margin}px`;
      element.scrollIntoView({ block: single ? 'center' : 'start', inline: 'nearest' });
      element.style.scrollMarginTop = before;
    },
    { single, margin: SAFE_AREA.top + 24 },
  );
}

async function rectsOf(targets) {
  const rects = [];
  for (const target of targets) {
    rects.push(
      await target.evaluate((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height };
      }),
    );
  }
  return rects;
}

/** Runs in the page: a layer above everything, with the outlines and the caption banner. */
function drawOverlay({ caption, rects, bannerAtTop, attribute }) {
  const layer = document.createElement('div');
  layer.setAttribute(attribute, '');
  layer.style.cssText = 'position:fixed;inset:0;z-index:2147483647;pointer-events:none;';
  for (const rect of rects) {
    const outline = document.createElement('div');
    outline.style.cssText =
      `position:absolute;left:${rect.x - 6}px;top:${rect.y - 6}px;width:${rect.width + 12}px;` +
      `height:${rect.height + 12}px;box-sizing:border-box;border:4px solid #f08c00;border-radius:10px;` +
      'box-shadow:0 0 0 4px rgba(240,140,0,0.3);';
    layer.append(outline);
  }
  const banner = document.createElement('div');
  banner.textContent = caption;
  banner.style.cssText =
    `position:absolute;left:0;right:0;${bannerAtTop ? 'top' : 'bottom'}:0;padding:18px 56px;` +
    'background:rgba(17,24,39,0.93);' +
    'color:#fff;font:600 28px/1.3 system-ui,"DejaVu Sans",sans-serif;text-align:center;';
  layer.append(banner);
  document.body.append(layer);
}
