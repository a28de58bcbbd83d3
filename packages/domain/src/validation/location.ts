/**
 * The location form (001 §5): every address field, the county or province and the phone are required.
 * Its values are the location's attributes; `toLocationAttributes` gives their stored forms, which pass
 * the same schema again, so the server checks a request body (merged over the stored location for a
 * PATCH) with `locationSchema` and saves `toLocationAttributes` of it.
 *
 * Address lines are `addressLine_1`/`addressLine_2`, the camelCase of `address_line_1` (format/case.ts).
 */
import { z } from 'zod';
import { normalizePhoneNumber } from '../format/phone';
import { LOCATION_STATUSES } from '../options/organizations';
import {
  checkCountryAddress,
  countryAddressAttributes,
  countryField,
  LOCATION_ADDRESS_NAMES,
  provinceField,
  usStateField,
} from './address';
import {
  ALWAYS_CHECK,
  optionalChoice,
  optionalExtensionField,
  optionalIdField,
  optionalText,
  phoneField,
  requiredText,
} from './fields';
import { TEXT_LIMITS } from './limits';
import { VALIDATION_MESSAGES as M } from './messages';

export const locationSchema = z
  .object({
    name: requiredText(M.nameRequired, TEXT_LIMITS.name),
    country: countryField(),
    addressLine_1: requiredText(M.addressRequired),
    addressLine_2: optionalText(),
    city: requiredText(M.cityRequired),
    usState: usStateField(),
    usCountyId: optionalIdField(),
    zipCode: optionalText(TEXT_LIMITS.code),
    provinceOrTerritory: provinceField(),
    postalCode: optionalText(TEXT_LIMITS.code),
    contactPhoneNumber: phoneField(M.phoneRequired),
    contactPhoneExtension: optionalExtensionField(),
    /** Admins close a location with the Close Location checkbox. */
    status: optionalChoice(LOCATION_STATUSES),
  })
  .superRefine((values, ctx) => checkCountryAddress(ctx, values, LOCATION_ADDRESS_NAMES), ALWAYS_CHECK);

export type LocationFormValues = z.input<typeof locationSchema>;

export type LocationAttributes = {
  name: string;
  country: string;
  addressLine_1: string;
  addressLine_2: string | null;
  city: string;
  usState: string | null;
  usCountyId: number | null;
  zipCode: string | null;
  provinceOrTerritory: string | null;
  postalCode: string | null;
  contactPhoneNumber: string;
  contactPhoneExtension: string | null;
  status?: 'active' | 'closed';
};

export function toLocationAttributes(values: z.output<typeof locationSchema>): LocationAttributes {
  return {
    name: values.name,
    country: values.country ?? '',
    addressLine_1: values.addressLine_1,
    addressLine_2: values.addressLine_2 || null,
    city: values.city,
    ...countryAddressAttributes(values.country, values, LOCATION_ADDRESS_NAMES),
    contactPhoneNumber: normalizePhoneNumber(values.contactPhoneNumber) ?? '',
    contactPhoneExtension: values.contactPhoneExtension || null,
    ...(values.status ? { status: values.status } : {}),
  };
}
