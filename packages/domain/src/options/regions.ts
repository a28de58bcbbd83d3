/** A coalition's geographic area (002 §2.4, §3). */
import type { Country } from '../places';
import { labelledBySelf } from './option';

export const REGION_TYPES = [
  'International',
  'National',
  'Multi-State/Multi-Province',
  'Statewide/Provincewide',
  'Community',
] as const;
export type RegionType = (typeof REGION_TYPES)[number];
export const REGION_TYPE_OPTIONS = labelledBySelf(REGION_TYPES);

/** The same areas named for one country, as the coalition form offers them once a country is chosen. */
export const OPERATING_REGION_TYPES_BY_COUNTRY = {
  'United States': ['International', 'National', 'Multi-State (2 or more)', 'Statewide', 'Community'],
  Canada: ['International', 'National', 'Multi-province (2 or more)', 'Provincewide', 'Community'],
} as const satisfies Record<Country, readonly string[]>;

/** Every name a stored coalition may carry as its operating region type. */
export const OPERATING_REGION_TYPES = [
  ...REGION_TYPES,
  'Multi-State (2 or more)',
  'Multi-province (2 or more)',
  'Statewide',
  'Provincewide',
] as const;
export type OperatingRegionType = (typeof OPERATING_REGION_TYPES)[number];

export function operatingRegionTypeOptions(country: Country | null | undefined) {
  return country ? labelledBySelf(OPERATING_REGION_TYPES_BY_COUNTRY[country]) : REGION_TYPE_OPTIONS;
}

const MULTI_REGION_TYPES: readonly string[] = [
  'Multi-State/Multi-Province',
  'Multi-State (2 or more)',
  'Multi-province (2 or more)',
];
const WHOLE_COUNTRY_TYPES: readonly string[] = ['International', 'National'];

/** Several states or provinces may be chosen only for the multi-state/multi-province types. */
export function isMultiRegionType(type: string | null | undefined): boolean {
  return MULTI_REGION_TYPES.includes(type ?? '');
}

/** International and National coalitions have no operating region: the selector is hidden and cleared. */
export function hasRegionSelector(type: string | null | undefined): boolean {
  return !!type && !WHOLE_COUNTRY_TYPES.includes(type);
}
