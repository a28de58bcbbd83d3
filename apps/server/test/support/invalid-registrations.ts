/**
 * Registrations the server must refuse, each with the field its 422 names and the spec's text
 * (001 §5): [case, attributes, field, detail]. An empty detail only asks that the field be named.
 */
import { canadaRegistration, usRegistration } from './accounts';

export type InvalidRegistration = [string, () => Record<string, unknown>, string, string];

/** The counties are read when a case runs (the test's beforeAll looks them up). */
export function invalidRegistrations(
  countyId: () => number,
  otherStateCountyId: () => number,
): InvalidRegistration[] {
  const us = (overrides: Record<string, unknown>) => () => usRegistration(countyId(), overrides);
  const ca = (overrides: Record<string, unknown>) => () => canadaRegistration(overrides);
  const notAuthorizer = (overrides: Record<string, unknown>) =>
    us({
      user_is_authorizer: false,
      organization_authorizer_name: 'Grace Hopper',
      organization_authorizer_title: 'Board Chair',
      organization_authorizer_email: 'grace@example.test',
      organization_authorizer_email_confirmation: 'grace@example.test',
      organization_authorizer_phone_number: '4025550111',
      ...overrides,
    });

  return [
    ['a missing name', us({ user_full_name: '  ' }), 'user_full_name', 'Name is required'],
    ['a missing title', us({ user_title: null }), 'user_title', 'Title is required'],
    ['a missing email', us({ user_email: '' }), 'user_email', 'Email is required'],
    [
      'an invalid email',
      us({ user_email: 'ada@', user_email_confirmation: 'ada@' }),
      'user_email',
      'Invalid email',
    ],
    [
      'an empty email confirmation',
      us({ user_email_confirmation: '' }),
      'user_email_confirmation',
      'Confirm the email',
    ],
    [
      'a different email confirmation',
      us({ user_email_confirmation: 'other@example.test' }),
      'user_email_confirmation',
      'Emails do not match',
    ],
    ['a missing password', us({ user_password: '' }), 'user_password', 'Password is required'],
    [
      'a short password',
      us({ user_password: 'short', user_password_confirmation: 'short' }),
      'user_password',
      'Password must be at least 8 characters',
    ],
    [
      'an empty password confirmation',
      us({ user_password_confirmation: '' }),
      'user_password_confirmation',
      'Confirm your password',
    ],
    [
      'a different password confirmation',
      us({ user_password_confirmation: 'correct horse 2' }),
      'user_password_confirmation',
      'Passwords do not match',
    ],
    [
      'a missing organization name',
      us({ organization_name: '' }),
      'organization_name',
      'Organization name is required',
    ],
    ['a missing country', us({ organization_country: null }), 'organization_country', 'Country is required'],
    [
      'an unknown organization type',
      us({ organization_type: 'Zoo' }),
      'organization_type',
      'Select an organization type',
    ],
    [
      'a website with another scheme',
      us({ organization_website_url: 'ftp://paws.org' }),
      'organization_website_url',
      'Invalid URL: Include https:// prefix to your URL',
    ],
    [
      'a missing incorporation date',
      us({ organization_incorporated_on: '' }),
      'organization_incorporated_on',
      'Date is required',
    ],
    [
      'an impossible date',
      us({ organization_incorporated_on: '2019-02-30' }),
      'organization_incorporated_on',
      'Invalid date',
    ],
    [
      'a year 0 date',
      us({ organization_incorporated_on: '0000-01-01' }),
      'organization_incorporated_on',
      'Invalid date',
    ],
    [
      'an incorporation date two months ahead',
      us({ organization_incorporated_on: '2025-08-01' }),
      'organization_incorporated_on',
      'Date cannot be more than 1 month ahead',
    ],
    ['a missing EIN (US)', us({ organization_ein: '' }), 'organization_ein', 'EIN is required'],
    ['an 8-digit EIN (US)', us({ organization_ein: '12-345678' }), 'organization_ein', 'Invalid EIN'],
    ['a missing state (US)', us({ location_us_state: null }), 'location_us_state', 'State is required'],
    [
      'a missing county (US)',
      us({ location_us_county_id: null }),
      'location_us_county_id',
      'County is required',
    ],
    ['a missing zip (US)', us({ location_zip_code: '' }), 'location_zip_code', 'Zip code is required'],
    ['an invalid zip (US)', us({ location_zip_code: '6850' }), 'location_zip_code', 'Invalid zip code'],
    [
      'a business number of 8 digits (Canada)',
      ca({ organization_business_number: '12345678' }),
      'organization_business_number',
      'Invalid business number',
    ],
    [
      'a missing business number (Canada)',
      ca({ organization_business_number: '' }),
      'organization_business_number',
      'Business number is required',
    ],
    [
      'a missing province (Canada)',
      ca({ location_province_or_territory: '' }),
      'location_province_or_territory',
      'Province/Territory is required',
    ],
    [
      'an invalid postal code (Canada)',
      ca({ location_postal_code: '12345' }),
      'location_postal_code',
      'Invalid postal code',
    ],
    [
      'a missing address',
      us({ location_address_line_1: '' }),
      'location_address_line_1',
      'Address is required',
    ],
    ['a missing city', us({ location_city: ' ' }), 'location_city', 'City is required'],
    [
      'an invalid contact phone',
      us({ location_contact_phone_number: '555-01' }),
      'location_contact_phone_number',
      'Invalid phone number',
    ],
    [
      'no species',
      us({ organization_animal_species: [] }),
      'organization_animal_species',
      'You must select at least one species',
    ],
    [
      'no annual intake',
      us({ organization_annual_intake: '' }),
      'organization_annual_intake',
      'Select an annual intake',
    ],
    [
      'no operating budget',
      us({ organization_annual_operating_budget: null }),
      'organization_annual_operating_budget',
      'Select an annual operating budget',
    ],
    [
      'no shelter software',
      us({ organization_shelter_software: undefined }),
      'organization_shelter_software',
      'Select a shelter software',
    ],
    [
      'a referral without the referring organization',
      us({ organization_was_referred: true, organization_referring_organization_name: '' }),
      'organization_referring_organization_name',
      'Referring organization is required',
    ],
    [
      'another authorizer without a name',
      notAuthorizer({ organization_authorizer_name: '' }),
      'organization_authorizer_name',
      'Name is required',
    ],
    [
      'another authorizer without a title',
      notAuthorizer({ organization_authorizer_title: null }),
      'organization_authorizer_title',
      'Title is required',
    ],
    [
      'another authorizer without an email',
      notAuthorizer({ organization_authorizer_email: '' }),
      'organization_authorizer_email',
      'Email is required',
    ],
    [
      'another authorizer with an invalid email',
      notAuthorizer({ organization_authorizer_email: 'grace' }),
      'organization_authorizer_email',
      'Invalid email',
    ],
    [
      'another authorizer without the email confirmation',
      notAuthorizer({ organization_authorizer_email_confirmation: '' }),
      'organization_authorizer_email_confirmation',
      'Confirm the email',
    ],
    [
      'another authorizer with a different email confirmation',
      notAuthorizer({ organization_authorizer_email_confirmation: 'ada@example.test' }),
      'organization_authorizer_email_confirmation',
      'Emails do not match',
    ],
    [
      'another authorizer without a phone',
      notAuthorizer({ organization_authorizer_phone_number: '' }),
      'organization_authorizer_phone_number',
      'Phone number is required',
    ],
    [
      'another authorizer with an invalid phone',
      notAuthorizer({ organization_authorizer_phone_number: '12' }),
      'organization_authorizer_phone_number',
      'Invalid phone number',
    ],
    [
      'a county of another state',
      () => usRegistration(otherStateCountyId()),
      'location_us_county_id',
      'Select a county of the selected state',
    ],
    [
      'an unknown county',
      us({ location_us_county_id: 99999999 }),
      'location_us_county_id',
      'Select a county from the list',
    ],
    [
      'a non-boolean authorizer switch',
      us({ user_is_authorizer: 'yes' }),
      'user_is_authorizer',
      'Must be true or false',
    ],
    ['a non-boolean opt-in', us({ organization_media_opt_in: 'no' }), 'organization_media_opt_in', ''],
    ['an unknown state', us({ location_us_state: 'XX' }), 'location_us_state', 'Select one of the options'],
    [
      'an unknown species',
      us({ organization_animal_species: ['dragon'] }),
      'organization_animal_species',
      '',
    ],
    [
      'a huge name',
      us({ user_full_name: 'x'.repeat(100_000) }),
      'user_full_name',
      'Must be at most 500 characters',
    ],
    [
      'a huge password',
      us({ user_password: 'x'.repeat(5_000) }),
      'user_password',
      'Must be at most 200 characters',
    ],
    [
      'a NUL character',
      us({ location_city: 'Lin\u0000coln' }),
      'location_city',
      'Must not contain a NUL character',
    ],
    ['a numeric email', us({ user_email: 12345 }), 'user_email', 'Email is required'],
    [
      'a county id that is text',
      us({ location_us_county_id: 'Lancaster' }),
      'location_us_county_id',
      'Select a county from the list',
    ],
  ];
}
