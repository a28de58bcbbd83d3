import { describe, expect, it } from 'vitest';
import { errorsOf } from '../testing/issues';
import {
  createOrganizationSchema,
  type OrganizationFormValues,
  organizationAttributesSchema,
  sharingPermissionsSchema,
  toOrganizationAttributes,
} from './organization';

const stored: OrganizationFormValues = {
  name: 'Happy Tails',
  country: 'United States',
  organizationType: 'Government Animal Services',
  status: 'confirmed',
  websiteUrl: 'https://happytails.org',
  ein: '123456789',
  animalSpecies: ['canine'],
  iodApiOption: 'no',
  authorizerName: 'Bo Board',
  authorizerTitle: 'Chair',
  authorizerEmail: 'bo@happytails.org',
  authorizerPhoneNumber: '12175550101',
};
const schema = createOrganizationSchema({ authorizerEmail: stored.authorizerEmail });

describe('organization form', () => {
  it('accepts the stored organization unchanged, without an email confirmation', () => {
    expect(errorsOf(schema, stored)).toEqual({});
  });

  it('requires status, type and the authorizer fields', () => {
    expect(
      errorsOf(schema, {
        ...stored,
        status: null,
        organizationType: '',
        authorizerName: '',
        authorizerTitle: '',
        authorizerEmail: '',
        authorizerPhoneNumber: '',
      }),
    ).toEqual({
      status: 'Status is required',
      organizationType: 'Select an organization type',
      authorizerName: 'Name is required',
      authorizerTitle: 'Title is required',
      authorizerEmail: 'Email is required',
      authorizerPhoneNumber: 'Phone number is required',
    });
  });

  it('asks to confirm the authorizer email only when it changed', () => {
    expect(errorsOf(schema, { ...stored, authorizerEmail: 'BO@happytails.org' })).toEqual({});
    expect(errorsOf(schema, { ...stored, authorizerEmail: 'new@happytails.org' })).toEqual({
      authorizerEmailConfirmation: 'Confirm the email',
    });
    expect(
      errorsOf(schema, {
        ...stored,
        authorizerEmail: 'new@happytails.org',
        authorizerEmailConfirmation: 'nu@happytails.org',
      }),
    ).toEqual({ authorizerEmailConfirmation: 'Emails do not match' });
  });

  it('requires the software unique identifier when the API option is yes', () => {
    expect(errorsOf(schema, { ...stored, iodApiOption: 'yes' })).toEqual({
      externalId: 'Software unique identifier is required',
    });
    expect(errorsOf(schema, { ...stored, iodApiOption: 'yes', externalId: 'SL-42' })).toEqual({});
  });

  it('checks website, EIN and phone formats', () => {
    expect(
      errorsOf(schema, { ...stored, websiteUrl: 'not a url', ein: '12-34', authorizerPhoneNumber: '12' }),
    ).toEqual({
      websiteUrl: 'Invalid URL: Include https:// prefix to your URL',
      ein: 'Invalid EIN',
      authorizerPhoneNumber: 'Invalid phone number',
    });
  });

  it('maps to attributes the server accepts, in stored forms', () => {
    const values = schema.parse({
      ...stored,
      websiteUrl: 'happytails.org',
      ein: '12-3456789',
      authorizerPhoneNumber: '(217) 555-0101',
      authorizerEmail: 'new@happytails.org',
      authorizerEmailConfirmation: 'new@happytails.org',
    });
    const attributes = toOrganizationAttributes(values);
    expect(attributes).toMatchObject({
      websiteUrl: 'http://happytails.org',
      ein: '123456789',
      businessNumber: null,
      authorizerPhoneNumber: '12175550101',
    });
    expect(attributes).not.toHaveProperty('authorizerEmailConfirmation');
    expect(errorsOf(organizationAttributesSchema, attributes)).toEqual({});
  });
});

describe('sharing permissions', () => {
  it('takes the three opt-ins', () => {
    expect(
      errorsOf(sharingPermissionsSchema, {
        communicationsOptIn: true,
        searchableOptIn: false,
        mediaOptIn: true,
      }),
    ).toEqual({});
  });
});
