import { describe, expect, it } from 'vitest';
import { errorsOf } from '../testing/issues';
import { type LocationFormValues, locationSchema, toLocationAttributes } from './location';

const usLocation: LocationFormValues = {
  name: 'Main Shelter',
  country: 'United States',
  addressLine_1: '1 Main St',
  city: 'Springfield',
  usState: 'IL',
  usCountyId: '604',
  zipCode: '62701',
  contactPhoneNumber: '217.555.0100',
};

describe('location form', () => {
  it('requires every field of the address, the phone and the country', () => {
    expect(errorsOf(locationSchema, {})).toEqual({
      name: 'Name is required',
      addressLine_1: 'Address is required',
      city: 'City is required',
      contactPhoneNumber: 'Phone number is required',
      country: 'Country is required',
    });
  });

  it('requires state, county and zip code in the United States', () => {
    expect(errorsOf(locationSchema, { ...usLocation, usState: null, usCountyId: null, zipCode: '' })).toEqual(
      {
        usState: 'State is required',
        usCountyId: 'County is required',
        zipCode: 'Zip code is required',
      },
    );
  });

  it('requires province and postal code in Canada', () => {
    expect(errorsOf(locationSchema, { ...usLocation, country: 'Canada', zipCode: 'bad' })).toEqual({
      provinceOrTerritory: 'Province/Territory is required',
      postalCode: 'Postal code is required',
    });
  });

  it('checks zip, postal code and phone formats', () => {
    expect(
      errorsOf(locationSchema, { ...usLocation, zipCode: '1234', contactPhoneNumber: '555-0100' }),
    ).toEqual({
      zipCode: 'Invalid zip code',
      contactPhoneNumber: 'Invalid phone number',
    });
    const canada = {
      ...usLocation,
      country: 'Canada' as const,
      provinceOrTerritory: 'BC' as const,
      postalCode: 'V6B-1A1',
    };
    expect(errorsOf(locationSchema, canada)).toEqual({});
    expect(errorsOf(locationSchema, { ...canada, postalCode: 'V6B 1AA' })).toEqual({
      postalCode: 'Invalid postal code',
    });
  });

  it('stores only the chosen country fields and normal forms, which pass the schema again', () => {
    const attributes = toLocationAttributes(
      locationSchema.parse({ ...usLocation, provinceOrTerritory: 'ON' }),
    );
    expect(attributes).toMatchObject({
      usCountyId: 604,
      provinceOrTerritory: null,
      postalCode: null,
      contactPhoneNumber: '12175550100',
      addressLine_2: null,
    });
    expect(errorsOf(locationSchema, attributes)).toEqual({});
  });
});
