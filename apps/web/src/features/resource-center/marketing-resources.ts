/**
 * The marketing images of the Resource Center (002 §2.15): badges and social cards in the portal's look,
 * shipped under `apps/web/public/marketing/`. Each SVG is the source; its PNG is rendered from it by
 * `scripts/build-marketing-images.mjs` at the size given here.
 */
export type MarketingImage = {
  /** The file name without its extension: `{file}.png` and `{file}.svg`. */
  file: string;
  name: string;
  description: string;
  width: number;
  height: number;
};

export const MARKETING_IMAGES: readonly MarketingImage[] = [
  {
    file: 'sac-badge-square-light',
    name: 'We Report Badge, Square (Light)',
    description: 'For your website, newsletter or adoption paperwork, on a light background.',
    width: 800,
    height: 800,
  },
  {
    file: 'sac-badge-square-dark',
    name: 'We Report Badge, Square (Dark)',
    description: 'The same badge in the portal’s teal, for dark or colorful backgrounds.',
    width: 800,
    height: 800,
  },
  {
    file: 'sac-badge-horizontal-light',
    name: 'We Report Badge, Horizontal (Light)',
    description: 'A wide badge for a website footer or an email signature.',
    width: 1200,
    height: 400,
  },
  {
    file: 'sac-badge-horizontal-dark',
    name: 'We Report Badge, Horizontal (Dark)',
    description: 'The wide badge in teal, for dark footers and banners.',
    width: 1200,
    height: 400,
  },
  {
    file: 'sac-social-card-we-report',
    name: 'Social Card: We Report Our Data',
    description: 'Tell your followers that your shelter reports its data to Shelter Animals Count.',
    width: 1200,
    height: 630,
  },
  {
    file: 'sac-social-card-every-animal-counts',
    name: 'Social Card: Every Animal Counts',
    description: 'A bold post for social media about sharing your intake and outcome data.',
    width: 1200,
    height: 630,
  },
  {
    file: 'sac-social-card-coalition',
    name: 'Social Card: Stronger Together',
    description: 'For coalitions: your members share their data to help every animal in your community.',
    width: 1200,
    height: 630,
  },
];

export const marketingImageUrl = (image: MarketingImage, format: 'png' | 'svg') =>
  `/marketing/${image.file}.${format}`;
