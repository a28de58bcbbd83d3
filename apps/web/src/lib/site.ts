/** Names, contacts and external links shown around the app, in one place. */
import { DEFAULT_HELPDESK_EMAIL } from '@sac/domain';

export const SITE_NAME = 'Shelter Animals Count';
export const SITE_TAGLINE = 'National Shelter Data Portal';

export const HELPDESK_EMAIL: string = import.meta.env.VITE_HELPDESK_EMAIL ?? DEFAULT_HELPDESK_EMAIL;

export const EXTERNAL_LINKS = {
  nationalDataDashboards: 'https://www.shelteranimalscount.org/data-dashboards/',
  animalWelfareGlossary: 'https://www.shelteranimalscount.org/glossary/',
  faqs: 'https://www.shelteranimalscount.org/faqs/',
  privacyPolicy: 'https://www.shelteranimalscount.org/privacy-policy/',
  termsOfUse: 'https://www.shelteranimalscount.org/terms-of-use/',
} as const;

export const BUILT_BY = {
  name: 'the Shelter Animals Count data team',
  url: 'https://www.shelteranimalscount.org/',
};
