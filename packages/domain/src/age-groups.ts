/** Age groups every intake, outcome and service count is split by. `youth` means up to 5 months. */
export const AGE_GROUPS = [
  { key: 'adult', label: 'Adult', servicesLabel: 'Adult' },
  { key: 'youth', label: 'Up to 5 mos.', servicesLabel: 'Youth' },
  { key: 'ageUnknown', label: 'Age Unknown', servicesLabel: 'Age Unknown' },
] as const;

export type AgeGroup = (typeof AGE_GROUPS)[number]['key'];
export const AGE_GROUP_KEYS = AGE_GROUPS.map((a) => a.key) as AgeGroup[];
