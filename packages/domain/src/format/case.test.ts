import { describe, expect, it } from 'vitest';
import {
  ANIMAL_COUNT_FIELDS,
  INTAKE_CATEGORIES,
  OUTCOME_CATEGORIES,
  SERVICE_CATEGORIES,
} from '../categories';
import { countField, ENTERED_FIELDS } from '../record-fields';
import { locationSchema } from '../validation/location';
import { createRegistrationSchema } from '../validation/registration';
import { camelizeFields, camelizeKeys, snakeizeKeys, toCamelCase, toSnakeCase } from './case';

describe('snake_case and camelCase names', () => {
  it('turn snake_case into camelCase and back', () => {
    expect(toCamelCase('full_name')).toBe('fullName');
    expect(toSnakeCase('fullName')).toBe('full_name');
    expect(toSnakeCase('adultStrayAtLargeCount')).toBe('adult_stray_at_large_count');
    expect(toSnakeCase('StrayAtLarge')).toBe('stray_at_large');
    expect(toSnakeCase('full_name')).toBe('full_name');
  });

  it('keep the underscore before a digit, as the spec spells the registration address lines', () => {
    expect(toCamelCase('location_address_line_1')).toBe('locationAddressLine_1');
    expect(toSnakeCase('locationAddressLine_1')).toBe('location_address_line_1');
    expect(toCamelCase('address_line_2')).toBe('addressLine_2');
    expect(toSnakeCase('addressLine_2')).toBe('address_line_2');
    // Digits written without an underscore stay that way on both sides.
    expect(toSnakeCase('line1')).toBe('line1');
    expect(toCamelCase('line1')).toBe('line1');
  });

  it('leave dashed names (temp-id, access-token) untouched', () => {
    expect(toCamelCase('temp-id')).toBe('temp-id');
    expect(toSnakeCase('temp-id')).toBe('temp-id');
    expect(toSnakeCase('access-token')).toBe('access-token');
  });

  it('round-trip one-letter words', () => {
    expect(toCamelCase('plan_a_b')).toBe('planAB');
    expect(toSnakeCase('planAB')).toBe('plan_a_b');
  });

  it('round-trip every record field, category, location and registration attribute of the domain', () => {
    const names = [
      ...Object.values(ENTERED_FIELDS).flat(),
      ...[...INTAKE_CATEGORIES, ...OUTCOME_CATEGORIES, ...SERVICE_CATEGORIES].map((c) =>
        countField('total', c.key),
      ),
      ...ANIMAL_COUNT_FIELDS.map((f) => f.key),
      ...Object.keys(locationSchema.shape),
      ...Object.keys(createRegistrationSchema({ now: new Date() }).shape),
    ];
    expect(names).toContain('locationAddressLine_1');
    expect(names).toContain('addressLine_1');
    for (const name of names) {
      expect(toSnakeCase(name)).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
      expect(toCamelCase(toSnakeCase(name))).toBe(name);
    }
  });
});

describe('key conversion of request and response bodies', () => {
  it('converts keys deeply but never values', () => {
    const body = {
      data: {
        type: 'user_memberships',
        attributes: { resource_type: 'Organization', data_use_agreement: true, status: 'inProgress' },
      },
    };
    expect(camelizeKeys(body)).toEqual({
      data: {
        type: 'user_memberships',
        attributes: { resourceType: 'Organization', dataUseAgreement: true, status: 'inProgress' },
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

  it('round-trips a request body, dashed keys and dates included', () => {
    const when = new Date('2025-03-01T00:00:00Z');
    const attributes = {
      locationId: '5',
      organizationAnimalSpecies: ['canine'],
      locationAddressLine_1: '1 Main St',
      nested: { monthOfRecord: 3, when },
      'temp-id': 'a1',
    };
    expect(camelizeKeys(snakeizeKeys(attributes))).toEqual(attributes);
    expect(snakeizeKeys(attributes)).toEqual({
      location_id: '5',
      organization_animal_species: ['canine'],
      location_address_line_1: '1 Main St',
      nested: { month_of_record: 3, when },
      'temp-id': 'a1',
    });
  });

  it('reads a form from attributes: its own keys in camelCase, the values as sent', () => {
    const dates = [{ start_date: '2025-01-01' }];
    expect(camelizeFields({ location_address_line_1: '1 Main St', dates })).toEqual({
      locationAddressLine_1: '1 Main St',
      dates: [{ start_date: '2025-01-01' }],
    });
  });

  it('converts the same way once its memory of converted names is full (a body of thousands of made-up keys)', () => {
    for (let i = 0; i < 10_000; i += 1) {
      expect(toCamelCase(`made_up_key_${i}_x`)).toBe(`madeUpKey_${i}X`);
      expect(toSnakeCase(`madeUpKey_${i}X`)).toBe(`made_up_key_${i}_x`);
    }
    expect(toCamelCase('adult_stray_at_large_count')).toBe('adultStrayAtLargeCount');
    expect(toSnakeCase('adultStrayAtLargeCount')).toBe('adult_stray_at_large_count');
    expect(toCamelCase('temp-id')).toBe('temp-id');
  });
});
