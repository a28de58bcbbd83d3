/**
 * The marketing images listed are the files shipped under public/marketing, each SVG with its PNG at the
 * size the page states (scripts/build-marketing-images.mjs renders them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MARKETING_IMAGES } from './marketing-resources';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../public/marketing');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string) {
  const bytes = readFileSync(path.join(PUBLIC_DIR, file));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function svgSize(file: string) {
  const root = /<svg\b[^>]*>/.exec(readFileSync(path.join(PUBLIC_DIR, file), 'utf8'))?.[0] ?? '';
  return {
    width: Number(/\swidth="(\d+)"/.exec(root)?.[1]),
    height: Number(/\sheight="(\d+)"/.exec(root)?.[1]),
  };
}

describe('marketing images', () => {
  it('lists exactly the files shipped, each as SVG and PNG', () => {
    const shipped = readdirSync(PUBLIC_DIR).sort();
    const listed = MARKETING_IMAGES.flatMap((image) => [`${image.file}.png`, `${image.file}.svg`]).sort();
    expect(shipped).toEqual(listed);
  });

  it('states the size each SVG declares and its PNG was rendered at', () => {
    for (const image of MARKETING_IMAGES) {
      const size = { width: image.width, height: image.height };
      expect(svgSize(`${image.file}.svg`), image.file).toEqual(size);
      expect(pngSize(`${image.file}.png`), image.file).toEqual(size);
    }
  });

  it('has badges in light and dark, square and horizontal, and 1200 × 630 social cards', () => {
    const files = MARKETING_IMAGES.map((image) => image.file);
    for (const variant of ['square-light', 'square-dark', 'horizontal-light', 'horizontal-dark']) {
      expect(files).toContain(`sac-badge-${variant}`);
    }
    const cards = MARKETING_IMAGES.filter((image) => image.file.includes('social-card'));
    expect(cards.length).toBeGreaterThanOrEqual(2);
    expect(cards.every((card) => card.width === 1200 && card.height === 630)).toBe(true);
  });
});
