/** Texts of the organization screens (001 §2): the sharing opt-ins as the tabs and details name them. */
export const SHARING_OPT_INS = [
  {
    key: 'communicationsOptIn',
    label: "Other portal users may contact my organization's managers",
    short: 'Communications',
  },
  {
    key: 'searchableOptIn',
    label: 'List my organization in the All Organizations directory',
    short: 'Searchable',
  },
  {
    key: 'mediaOptIn',
    label: 'Shelter Animals Count may mention my organization in media and publications',
    short: 'Media',
  },
] as const;

export type SharingOptInKey = (typeof SHARING_OPT_INS)[number]['key'];

export const ORGANIZATION_DETAILS_MESSAGES = {
  managersHeading: 'Organization Managers',
  managersIntro: 'Contact a manager of your organization to request changes to its details.',
  noManagers: 'No managers found',
} as const;
