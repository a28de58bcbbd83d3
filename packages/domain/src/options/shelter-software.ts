/**
 * Shelter software an organization keeps its records in (001 §3: about 33 options). The stored value is
 * the name shown. Products first, alphabetically; the generic ways of keeping records last.
 */
import { labelledBySelf } from './option';

export const SHELTER_SOFTWARE = [
  '24Pet ShelterCare',
  'Accela',
  'Adopets',
  'Animals First',
  'AVImark',
  'Chameleon',
  'ClinicHQ',
  'Cornerstone',
  'DocuPet',
  'Doobert',
  'Pawlytics',
  'PetData',
  'Petfinder',
  'PetHarbor',
  'PetPoint',
  'Petstablished',
  'RescueGroups',
  'Salesforce',
  'Shelter Manager (ASM)',
  'ShelterBuddy',
  'ShelterLuv',
  'ShelterPro',
  'Sparkie',
  'Tyler Technologies',
  'Vetter Software',
  'Airtable',
  'Microsoft Access',
  'Google Sheets',
  'Zoho',
  'Spreadsheet',
  'Paper',
  'Custom Database',
  'Other',
] as const;

export type ShelterSoftware = (typeof SHELTER_SOFTWARE)[number];
export const SHELTER_SOFTWARE_OPTIONS = labelledBySelf(SHELTER_SOFTWARE);

/** Software whose events the portal pulls through a vendor API; their organizations map events to SAC categories. */
export const API_MAPPED_SOFTWARE = [
  'ShelterLuv',
  'ShelterBuddy',
] as const satisfies readonly ShelterSoftware[];
export type ApiMappedSoftware = (typeof API_MAPPED_SOFTWARE)[number];

/** The API Mapping tab is offered only for these (001 §2). */
export function hasApiMapping(shelterSoftware: string | null | undefined): boolean {
  return (API_MAPPED_SOFTWARE as readonly string[]).includes(shelterSoftware ?? '');
}

/** The aggregation page's `type` query value and its title (002 §2.14); shelterluv is the default. */
export const AGGREGATION_TYPES = [
  { value: 'shelterluv', label: 'ShelterLuv', title: 'ShelterLuv Aggregation' },
  { value: 'shelterbuddy', label: 'ShelterBuddy', title: 'ShelterBuddy Aggregation' },
] as const;
export type AggregationType = (typeof AGGREGATION_TYPES)[number]['value'];
export const DEFAULT_AGGREGATION_TYPE: AggregationType = 'shelterluv';

export function toAggregationType(value: string | null | undefined): AggregationType {
  return AGGREGATION_TYPES.find((t) => t.value === value)?.value ?? DEFAULT_AGGREGATION_TYPE;
}

export function aggregationTitle(type: AggregationType): string {
  return AGGREGATION_TYPES.find((t) => t.value === type)!.title;
}
