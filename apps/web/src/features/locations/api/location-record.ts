/** A location as the Locations tab reads it (001 §3 Location). */
import { CANADIAN_PROVINCES, formatPhoneNumber, US_STATES } from '@sac/domain';
import type { Resource } from '../../../lib/api/jsonapi';

export type LocationRecord = Resource & {
  organizationId: number | string;
  name: string;
  country: string | null;
  addressLine_1: string | null;
  addressLine_2: string | null;
  city: string | null;
  usState: string | null;
  zipCode: string | null;
  usCountyId: number | string | null;
  usCountyName?: string | null;
  provinceOrTerritory: string | null;
  postalCode: string | null;
  contactPhoneNumber: string | null;
  contactPhoneExtension: string | null;
  primary: boolean;
  status: string;
};

export const locationsKey = (organizationId: string) =>
  ['organizations', organizationId, 'locations'] as const;

/** One line: street, city, state or province, zip or postal code. */
export function formatAddress(location: LocationRecord): string {
  const region = location.country === 'Canada' ? location.provinceOrTerritory : location.usState;
  const code = location.country === 'Canada' ? location.postalCode : location.zipCode;
  const street = [location.addressLine_1, location.addressLine_2].filter(Boolean).join(', ');
  return [street, location.city, [region, code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

export const regionName = (location: LocationRecord): string => {
  if (location.country === 'Canada') {
    return CANADIAN_PROVINCES.find((p) => p.code === location.provinceOrTerritory)?.name ?? '';
  }
  return US_STATES.find((s) => s.code === location.usState)?.name ?? '';
};

export const formatLocationPhone = (location: LocationRecord) =>
  formatPhoneNumber(location.contactPhoneNumber, location.contactPhoneExtension);

export const locationStatusLabel = (status: string | null | undefined) =>
  status === 'closed' ? 'Closed' : 'Active';
