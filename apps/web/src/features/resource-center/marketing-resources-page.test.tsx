// @vitest-environment jsdom
/**
 * Marketing Resources (002 §2.15): every image shipped under public/marketing with a preview, its name,
 * format and size, 'Download Now' for the PNG and a link to the SVG.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { MARKETING_IMAGES } from './marketing-resources';
import MarketingResourcesPage from './marketing-resources-page';

const renderPage = () =>
  renderWithApp(<MarketingResourcesPage />, {
    url: '/resource-center/marketing-resources',
    path: '/resource-center/marketing-resources',
    signedInAs: 'manager',
  });

describe('marketing resources', () => {
  it('offers every image with a preview, its format and size, Download Now (PNG) and the SVG', () => {
    renderPage();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(MARKETING_IMAGES.length);
    MARKETING_IMAGES.forEach((image, i) => {
      const card = within(cards[i]!);
      expect(card.getByRole('heading', { level: 3, name: image.name })).toBeTruthy();
      expect(card.getByText(`PNG, ${image.width} × ${image.height} px`)).toBeTruthy();
      expect(card.getByRole('img', { name: `Preview of ${image.name}` }).getAttribute('src')).toBe(
        `/marketing/${image.file}.svg`,
      );
      const download = card.getByRole('link', { name: 'Download Now' });
      expect(download.getAttribute('href')).toBe(`/marketing/${image.file}.png`);
      expect(download.getAttribute('download')).toBe(`${image.file}.png`);
      const svg = card.getByRole('link', { name: 'Download SVG' });
      expect([svg.getAttribute('href'), svg.getAttribute('download')]).toEqual([
        `/marketing/${image.file}.svg`,
        `${image.file}.svg`,
      ]);
    });
  });

  it('sits in the Resource Center frame with its tab selected', async () => {
    const { user, router } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Resource Center' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Marketing Resources' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.click(screen.getByRole('tab', { name: 'Video Tutorials' }));
    expect(router.state.location.pathname).toBe('/resource-center/video-tutorials');
  });
});
