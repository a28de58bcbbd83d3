/**
 * Addresses in the United States or Canada (001 §5): which fields a country requires and their formats.
 * Registration prefixes the names (`locationZipCode`); the location form does not (`zipCode`).
 */
import type { z } from 'zod';
import {
  COUNTRIES,
  type Country,
  PROVINCE_CODES,
  type ProvinceCode,
  US_STATE_CODES,
  type UsStateCode,
} from '../places';
import { checkFormat, optionalChoice, requireValue } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';
import { normalizePostalCode, POSTAL_CODE_PATTERN, ZIP_CODE_PATTERN } from './patterns';

export const countryField = () => optionalChoice(COUNTRIES as unknown as readonly [Country, ...Country[]]);
export const usStateField = () => optionalChoice(US_STATE_CODES as [UsStateCode, ...UsStateCode[]]);
export const provinceField = () => optionalChoice(PROVINCE_CODES as [ProvinceCode, ...ProvinceCode[]]);

export type AddressFieldNames = {
  country: string;
  usState: string;
  usCountyId: string;
  zipCode: string;
  provinceOrTerritory: string;
  postalCode: string;
};

export const LOCATION_ADDRESS_NAMES: AddressFieldNames = {
  country: 'country',
  usState: 'usState',
  usCountyId: 'usCountyId',
  zipCode: 'zipCode',
  provinceOrTerritory: 'provinceOrTerritory',
  postalCode: 'postalCode',
};

/** The country's required fields and the zip or postal code format; the other country's fields are ignored. */
export function checkCountryAddress(
  ctx: z.RefinementCtx,
  values: Record<string, unknown>,
  names: AddressFieldNames,
) {
  const country = values[names.country];
  if (!requireValue(ctx, country, names.country, M.countryRequired)) return;
  if (country === 'United States') {
    requireValue(ctx, values[names.usState], names.usState, M.stateRequired);
    requireValue(ctx, values[names.usCountyId], names.usCountyId, M.countyRequired);
    if (requireValue(ctx, values[names.zipCode], names.zipCode, M.zipRequired)) {
      checkFormat(ctx, values[names.zipCode], names.zipCode, (v) => ZIP_CODE_PATTERN.test(v), M.zipInvalid);
    }
  } else if (country === 'Canada') {
    requireValue(ctx, values[names.provinceOrTerritory], names.provinceOrTerritory, M.provinceRequired);
    if (requireValue(ctx, values[names.postalCode], names.postalCode, M.postalCodeRequired)) {
      checkFormat(
        ctx,
        values[names.postalCode],
        names.postalCode,
        (v) => POSTAL_CODE_PATTERN.test(v),
        M.postalCodeInvalid,
      );
    }
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The address as stored: only the chosen country's fields, the postal code in its `A1A 1A1` form. */
export type CountryAddressAttributes = {
  usState: UsStateCode | null;
  usCountyId: number | null;
  zipCode: string | null;
  provinceOrTerritory: ProvinceCode | null;
  postalCode: string | null;
};

export function countryAddressAttributes(
  country: unknown,
  values: Record<string, unknown>,
  names: AddressFieldNames,
): CountryAddressAttributes {
  const inUs = country === 'United States';
  const inCanada = country === 'Canada';
  const countyId = values[names.usCountyId];
  return {
    usState: inUs ? (text(values[names.usState]) as UsStateCode | null) : null,
    usCountyId:
      inUs && countyId !== null && countyId !== undefined && countyId !== '' ? Number(countyId) : null,
    zipCode: inUs ? text(values[names.zipCode]) : null,
    provinceOrTerritory: inCanada ? (text(values[names.provinceOrTerritory]) as ProvinceCode | null) : null,
    postalCode:
      inCanada && text(values[names.postalCode]) ? normalizePostalCode(text(values[names.postalCode])) : null,
  };
}
