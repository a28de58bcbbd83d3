import { describe, expect, it } from 'vitest';
import { formatAddress, formatLocationPhone, type LocationRecord, regionName } from './location-record';

const base: LocationRecord = {
  id: '1',
  type: 'locations',
  organizationId: 1,
  name: 'Main',
  country: 'United States',
  addressLine_1: '7201 Levander Loop',
  addressLine_2: null,
  city: 'Austin',
  usState: 'TX',
  zipCode: '78702',
  usCountyId: 10,
  usCountyName: 'Travis County',
  provinceOrTerritory: null,
  postalCode: null,
  contactPhoneNumber: '15125550100',
  contactPhoneExtension: '12',
  primary: true,
  status: 'active',
};

describe('location display', () => {
  it('writes a US address with state and zip code', () => {
    expect(formatAddress(base)).toBe('7201 Levander Loop, Austin, TX 78702');
    expect(regionName(base)).toBe('Texas');
  });

  it('writes a Canadian address with province and postal code, ignoring US fields', () => {
    const canadian = {
      ...base,
      country: 'Canada',
      addressLine_2: 'Unit 4',
      city: 'Abbotsford',
      provinceOrTerritory: 'BC',
      postalCode: 'V2S 7M6',
    };
    expect(formatAddress(canadian)).toBe('7201 Levander Loop, Unit 4, Abbotsford, BC V2S 7M6');
    expect(regionName(canadian)).toBe('British Columbia');
  });

  it('shows the phone number with its extension', () => {
    expect(formatLocationPhone(base)).toBe('(512) 555-0100 x12');
  });
});
