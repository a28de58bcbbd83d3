import { describe, expect, it } from 'vitest';
import { camelizeKeys, snakeizeKeys, toCamelKey, toSnakeKey } from './case';

describe('case conversion', () => {
  it('turns snake_case keys into camelCase and back', () => {
    expect(toCamelKey('full_name')).toBe('fullName');
    expect(toCamelKey('location_address_line_1')).toBe('locationAddressLine_1');
    expect(toSnakeKey('fullName')).toBe('full_name');
    expect(toSnakeKey('locationAddressLine_1')).toBe('location_address_line_1');
    expect(toSnakeKey('adultStrayAtLargeCount')).toBe('adult_stray_at_large_count');
  });

  it('leaves dashed keys (temp-id, access-token) untouched', () => {
    expect(toCamelKey('temp-id')).toBe('temp-id');
    expect(toSnakeKey('temp-id')).toBe('temp-id');
  });

  it('converts keys deeply but never values', () => {
    const body = {
      data: {
        type: 'user_memberships',
        attributes: { resource_type: 'Organization', data_use_agreement: true },
      },
    };
    expect(camelizeKeys(body)).toEqual({
      data: {
        type: 'user_memberships',
        attributes: { resourceType: 'Organization', dataUseAgreement: true },
      },
    });
  });

  it('converts objects inside arrays and keeps null, numbers and strings', () => {
    const body = {
      errors: [{ source: { pointer: '/data/attributes/full_name' }, status_code: 422 }],
      meta: null,
    };
    expect(camelizeKeys(body)).toEqual({
      errors: [{ source: { pointer: '/data/attributes/full_name' }, statusCode: 422 }],
      meta: null,
    });
  });

  it('round-trips a request body', () => {
    const attributes = {
      locationId: '5',
      organizationAnimalSpecies: ['canine'],
      nested: { monthOfRecord: 3 },
    };
    expect(camelizeKeys(snakeizeKeys(attributes))).toEqual(attributes);
    expect(snakeizeKeys(attributes)).toEqual({
      location_id: '5',
      organization_animal_species: ['canine'],
      nested: { month_of_record: 3 },
    });
  });
});
