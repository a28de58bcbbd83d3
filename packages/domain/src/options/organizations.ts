/** Option lists of organizations and locations (001 §3, 002 §3). */
import { labelledBySelf, type Option } from './option';

export const REGISTRATION_ORGANIZATION_TYPES = [
  'Government Animal Services',
  'Animal Shelter with a Government Contract',
  'Animal Rescue with a Government Contract',
  'Shelter without a Government Contract',
  'Rescue without a Government Contract',
] as const;

/** The directory filters also list service providers that do not shelter animals (002 §3). */
export const ORGANIZATION_TYPES = [
  ...REGISTRATION_ORGANIZATION_TYPES,
  'Non-sheltering Service Provider',
] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export const REGISTRATION_ORGANIZATION_TYPE_OPTIONS = labelledBySelf(REGISTRATION_ORGANIZATION_TYPES);
export const ORGANIZATION_TYPE_OPTIONS = labelledBySelf(ORGANIZATION_TYPES);

export const REGISTER_TYPES = ['organization'] as const;
export type RegisterType = (typeof REGISTER_TYPES)[number];
export const REGISTER_TYPE_OPTIONS: readonly Option<RegisterType>[] = [
  { value: 'organization', label: 'Organization' },
];

/** `imported` marks a legacy organization until its finalize screen is saved; it is not offered in forms. */
export const ORGANIZATION_STATUSES = ['registered', 'confirmed', 'closed', 'paused', 'imported'] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];
export const EDITABLE_ORGANIZATION_STATUSES = ['registered', 'confirmed', 'closed', 'paused'] as const;
export const ORGANIZATION_STATUS_OPTIONS: readonly Option<OrganizationStatus>[] = [
  { value: 'registered', label: 'Registered' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'closed', label: 'Closed' },
  { value: 'paused', label: 'Paused' },
];

export const LOCATION_STATUSES = ['active', 'closed'] as const;
export type LocationStatus = (typeof LOCATION_STATUSES)[number];
export const LOCATION_STATUS_OPTIONS: readonly Option<LocationStatus>[] = [
  { value: 'active', label: 'Active' },
  { value: 'closed', label: 'Closed' },
];

/** Whether the organization sends its intake and outcome data through its shelter software's API. */
export const IOD_API_OPTIONS = ['yes', 'no'] as const;
export type IodApiOption = (typeof IOD_API_OPTIONS)[number];
export const IOD_API_OPTION_OPTIONS: readonly Option<IodApiOption>[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** "API Live", set by admins. */
export const IOD_API_ACTIVE_VALUES = ['active', 'inactive'] as const;
export type IodApiActive = (typeof IOD_API_ACTIVE_VALUES)[number];
export const IOD_API_ACTIVE_OPTIONS: readonly Option<IodApiActive>[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** Users directory status filter (001 §2). */
export const USER_STATUSES = ['active', 'archived'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_OPTIONS: readonly Option<UserStatus>[] = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
];

export const CONFIRMATION_STATUS_LABELS = { confirmed: 'Confirmed', unconfirmed: 'Unconfirmed' } as const;

export function confirmationStatusLabel(confirmedAt: string | Date | null | undefined): string {
  return confirmedAt ? CONFIRMATION_STATUS_LABELS.confirmed : CONFIRMATION_STATUS_LABELS.unconfirmed;
}
