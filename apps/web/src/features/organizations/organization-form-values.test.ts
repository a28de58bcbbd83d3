import { createOrganizationSchema } from '@sac/domain';
import { describe, expect, it } from 'vitest';
import type { Organization } from '../../lib/organization/api/get-organization';
import {
  authorizerEmailChanged,
  toOrganizationFormValues,
  toOrganizationPatch,
} from './organization-form-values';

const stored = {
  id: '10',
  type: 'organizations',
  name: 'Riverbend Humane Society',
  country: 'United States',
  organizationType: 'Animal Shelter with a Government Contract',
  status: 'confirmed',
  websiteUrl: 'https://www.riverbendhumane.org',
  incorporatedOn: '1987-04-01',
  ein: '742918365',
  businessNumber: null,
  animalSpecies: ['canine', 'feline'],
  annualIntake: '2,500 - 4,999',
  annualOperatingBudget: '$1,000,000 - $4,999,999',
  shelterSoftware: 'ShelterLuv',
  externalId: null,
  iodApiOption: null,
  iodApiActive: null,
  aapId: 'AAP-1',
  notes: 'internal',
  authorizerName: 'Maria Gonzalez',
  authorizerTitle: 'Executive Director',
  authorizerEmail: 'maria@riverbendhumane.org',
  authorizerPhoneNumber: '15125550142',
  authorizerExtension: null,
  communicationsOptIn: true,
  searchableOptIn: false,
  mediaOptIn: true,
} as unknown as Organization;

const schema = createOrganizationSchema({ authorizerEmail: stored.authorizerEmail });
const parse = (changes: Record<string, unknown>) =>
  schema.safeParse({ ...toOrganizationFormValues(stored), ...changes });
const errorsOf = (changes: Record<string, unknown>) => {
  const result = parse(changes);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('organization edit form values', () => {
  it('the stored organization passes the edit schema unchanged', () => {
    expect(parse({}).success).toBe(true);
  });

  it('asks to confirm the authorizer email only when it changed', () => {
    expect(authorizerEmailChanged(stored.authorizerEmail, ' MARIA@riverbendhumane.org ')).toBe(false);
    expect(authorizerEmailChanged(stored.authorizerEmail, 'new@riverbendhumane.org')).toBe(true);
    expect(errorsOf({ authorizerEmail: 'new@riverbendhumane.org' })).toHaveProperty(
      'authorizerEmailConfirmation',
    );
    expect(
      errorsOf({ authorizerEmail: 'new@riverbendhumane.org', authorizerEmailConfirmation: 'other@x.org' })
        .authorizerEmailConfirmation,
    ).toBe('Emails do not match');
  });

  it('requires the software identifier when the API option is yes', () => {
    expect(errorsOf({ iodApiOption: 'yes' })).toHaveProperty('externalId');
    expect(errorsOf({ iodApiOption: 'yes', externalId: 'SL-123' })).toEqual({});
  });

  it('leaves admin-only fields out of a manager request and keeps them for admins', () => {
    const result = parse({ name: 'Riverbend HS' });
    if (!result.success) throw result.error;
    const manager = toOrganizationPatch(result.data, { isAdmin: false, emailChanged: false });
    expect(manager).not.toHaveProperty('ein');
    expect(manager).not.toHaveProperty('notes');
    expect(manager).not.toHaveProperty('aapId');
    expect(manager).not.toHaveProperty('iodApiActive');
    expect(manager).not.toHaveProperty('authorizerEmailConfirmation');
    expect(manager.name).toBe('Riverbend HS');
    const admin = toOrganizationPatch(result.data, { isAdmin: true, emailChanged: false });
    expect(admin).toMatchObject({ ein: '742918365', notes: 'internal', aapId: 'AAP-1' });
  });

  it('sends the confirmation with a changed email', () => {
    const result = parse({ authorizerEmail: 'new@x.org', authorizerEmailConfirmation: 'new@x.org' });
    if (!result.success) throw result.error;
    expect(toOrganizationPatch(result.data, { isAdmin: false, emailChanged: true })).toMatchObject({
      authorizerEmail: 'new@x.org',
      authorizerEmailConfirmation: 'new@x.org',
    });
  });
});
