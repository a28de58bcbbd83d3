import { describe, expect, it } from 'vitest';
import { errorsOf } from '../testing/issues';
import {
  createRegistrationAttributesSchema,
  createRegistrationSchema,
  type RegistrationFormValues,
  registrationTypeSchema,
} from './registration';
import { toRegistrationAttributes } from './registration-attributes';

const now = new Date(2025, 5, 15);
const schema = createRegistrationSchema({ now });

const usForm: RegistrationFormValues = {
  userFullName: 'Ada Shelter',
  userTitle: 'Director',
  userEmail: 'ada@shelter.org',
  userEmailConfirmation: 'ADA@shelter.org',
  userPassword: 'longenough',
  userPasswordConfirmation: 'longenough',
  userIsAuthorizer: true,
  organizationName: 'Happy Tails',
  organizationCountry: 'United States',
  organizationType: 'Shelter without a Government Contract',
  organizationWebsiteUrl: 'www.happytails.org',
  organizationIncorporatedOn: '2001-04-01',
  organizationEin: '12-3456789',
  organizationAnimalSpecies: ['canine', 'feline'],
  organizationAnnualIntake: '500 - 999',
  organizationAnnualOperatingBudget: '$250,000 - $499,999',
  organizationShelterSoftware: 'ShelterLuv',
  locationAddressLine_1: '1 Main St',
  locationCity: 'Springfield',
  locationUsState: 'IL',
  locationUsCountyId: '604',
  locationZipCode: '62701',
  locationContactPhoneNumber: '(217) 555-0100',
};

const canadaForm: RegistrationFormValues = {
  ...usForm,
  organizationCountry: 'Canada',
  organizationEin: '',
  organizationBusinessNumber: '123456789',
  locationUsState: null,
  locationUsCountyId: null,
  locationZipCode: '',
  locationProvinceOrTerritory: 'ON',
  locationPostalCode: 'k1a0b1',
};

describe('registration step 1', () => {
  it('requires a register type', () => {
    expect(errorsOf(registrationTypeSchema, { registrationType: null })).toEqual({
      registrationType: 'Select a register type',
    });
    expect(errorsOf(registrationTypeSchema, { registrationType: 'organization' })).toEqual({});
  });
});

describe('registration step 2', () => {
  it('accepts a complete US and a complete Canadian registration', () => {
    expect(errorsOf(schema, usForm)).toEqual({});
    expect(errorsOf(schema, canadaForm)).toEqual({});
  });

  it('names every missing required field with its text', () => {
    const errors = errorsOf(schema, { userIsAuthorizer: true, organizationCountry: 'United States' });
    expect(errors).toMatchObject({
      userFullName: 'Name is required',
      userTitle: 'Title is required',
      userEmail: 'Email is required',
      userEmailConfirmation: 'Confirm the email',
      userPassword: 'Password is required',
      userPasswordConfirmation: 'Confirm your password',
      organizationName: 'Organization name is required',
      organizationType: 'Select an organization type',
      organizationIncorporatedOn: 'Date is required',
      organizationEin: 'EIN is required',
      organizationAnimalSpecies: 'You must select at least one species',
      organizationAnnualIntake: 'Select an annual intake',
      organizationAnnualOperatingBudget: 'Select an annual operating budget',
      organizationShelterSoftware: 'Select a shelter software',
      locationAddressLine_1: 'Address is required',
      locationCity: 'City is required',
      locationUsState: 'State is required',
      locationUsCountyId: 'County is required',
      locationZipCode: 'Zip code is required',
    });
    expect(errorsOf(schema, { ...usForm, organizationCountry: null })).toEqual({
      organizationCountry: 'Country is required',
    });
  });

  it('checks the confirmations and the password length', () => {
    expect(
      errorsOf(schema, {
        ...usForm,
        userEmailConfirmation: 'other@shelter.org',
        userPasswordConfirmation: 'different1',
      }),
    ).toEqual({
      userEmailConfirmation: 'Emails do not match',
      userPasswordConfirmation: 'Passwords do not match',
    });
    expect(errorsOf(schema, { ...usForm, userPassword: 'short', userPasswordConfirmation: 'short' })).toEqual(
      {
        userPassword: 'Password must be at least 8 characters',
      },
    );
  });

  it('checks the formats of website, EIN, zip code and phone', () => {
    expect(
      errorsOf(schema, {
        ...usForm,
        organizationWebsiteUrl: 'ftp://files.example.org',
        organizationEin: '12345',
        locationZipCode: '6270',
        locationContactPhoneNumber: '555-0100',
      }),
    ).toEqual({
      organizationWebsiteUrl: 'Invalid URL: Include https:// prefix to your URL',
      organizationEin: 'Invalid EIN',
      locationZipCode: 'Invalid zip code',
      locationContactPhoneNumber: 'Invalid phone number',
    });
    expect(
      errorsOf(schema, { ...usForm, locationZipCode: '62701-1234', organizationEin: '123456789' }),
    ).toEqual({});
  });

  it('asks Canadian organizations for a business number, province and postal code', () => {
    expect(
      errorsOf(schema, {
        ...canadaForm,
        organizationBusinessNumber: '',
        locationProvinceOrTerritory: null,
        locationPostalCode: '',
      }),
    ).toEqual({
      organizationBusinessNumber: 'Business number is required',
      locationProvinceOrTerritory: 'Province/Territory is required',
      locationPostalCode: 'Postal code is required',
    });
    expect(
      errorsOf(schema, {
        ...canadaForm,
        organizationBusinessNumber: '12345678',
        locationPostalCode: '123 456',
      }),
    ).toEqual({
      organizationBusinessNumber: 'Invalid business number',
      locationPostalCode: 'Invalid postal code',
    });
  });

  it('allows an incorporation date at most one month ahead', () => {
    expect(errorsOf(schema, { ...usForm, organizationIncorporatedOn: '2025-07-31' })).toEqual({});
    expect(errorsOf(schema, { ...usForm, organizationIncorporatedOn: '2025-08-01' })).toEqual({
      organizationIncorporatedOn: 'Date cannot be more than 1 month ahead',
    });
  });

  it('requires the referring organization only when referred', () => {
    expect(errorsOf(schema, { ...usForm, organizationWasReferred: true })).toEqual({
      organizationReferringOrganizationName: 'Referring organization is required',
    });
  });

  it('requires the authorizer section only when the user is not the authorizer', () => {
    expect(errorsOf(schema, { ...usForm, userIsAuthorizer: false })).toEqual({
      organizationAuthorizerName: 'Name is required',
      organizationAuthorizerTitle: 'Title is required',
      organizationAuthorizerEmail: 'Email is required',
      organizationAuthorizerPhoneNumber: 'Phone number is required',
    });
    const authorizer = {
      organizationAuthorizerName: 'Bo Board',
      organizationAuthorizerTitle: 'Chair',
      organizationAuthorizerEmail: 'bo@shelter.org',
      organizationAuthorizerPhoneNumber: '2175550101',
    };
    expect(errorsOf(schema, { ...usForm, userIsAuthorizer: false, ...authorizer })).toEqual({
      organizationAuthorizerEmailConfirmation: 'Confirm the email',
    });
    expect(
      errorsOf(schema, {
        ...usForm,
        userIsAuthorizer: false,
        ...authorizer,
        organizationAuthorizerEmailConfirmation: 'b@shelter.org',
      }),
    ).toEqual({ organizationAuthorizerEmailConfirmation: 'Emails do not match' });
  });
});

describe('registration attributes', () => {
  it('maps the form to the request and the server accepts it', () => {
    const attributes = toRegistrationAttributes(schema.parse(usForm));
    expect(attributes).toMatchObject({
      registrationType: 'organization',
      organizationWebsiteUrl: 'http://www.happytails.org',
      organizationEin: '123456789',
      organizationBusinessNumber: null,
      organizationAuthorizerName: 'Ada Shelter',
      organizationAuthorizerEmail: 'ada@shelter.org',
      organizationAuthorizerPhoneNumber: '12175550100',
      organizationCommunicationsOptIn: true,
      locationUsCountyId: 604,
      locationContactPhoneNumber: '12175550100',
      locationProvinceOrTerritory: null,
    });
    expect(attributes).not.toHaveProperty('userEmailConfirmation');
    expect(errorsOf(createRegistrationAttributesSchema({ now }), attributes)).toEqual({});
  });

  it('keeps only the Canadian address fields for a Canadian organization', () => {
    const attributes = toRegistrationAttributes(schema.parse(canadaForm));
    expect(attributes).toMatchObject({
      organizationEin: null,
      organizationBusinessNumber: '123456789',
      locationUsState: null,
      locationZipCode: null,
      locationPostalCode: 'K1A 0B1',
    });
    expect(errorsOf(createRegistrationAttributesSchema({ now }), attributes)).toEqual({});
  });

  it('refuses a request without an authorizer phone when someone else authorizes', () => {
    const attributes = {
      ...toRegistrationAttributes(schema.parse(usForm)),
      organizationAuthorizerEmail: 'bo@shelter.org',
      organizationAuthorizerPhoneNumber: null,
    };
    expect(errorsOf(createRegistrationAttributesSchema({ now }), attributes)).toEqual({
      organizationAuthorizerPhoneNumber: 'Phone number is required',
    });
  });
});
