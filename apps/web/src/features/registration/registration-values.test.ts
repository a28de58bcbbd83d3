import { createRegistrationSchema, toRegistrationAttributes } from '@sac/domain';
import { describe, expect, it } from 'vitest';
import { incorporationMaxDate, registrationDefaults } from './registration-values';

const now = new Date(2026, 10, 23);

function filled() {
  return {
    ...registrationDefaults(),
    userFullName: 'Ada Keeper',
    userTitle: 'Director',
    userEmail: 'ada@example.org',
    userEmailConfirmation: 'ada@example.org',
    userPassword: 'password1234',
    userPasswordConfirmation: 'password1234',
    organizationName: 'Hillside Rescue',
    organizationType: 'Rescue without a Government Contract' as const,
    organizationIncorporatedOn: '2020-05-01',
    organizationEin: '12-3456789',
    organizationAnnualIntake: '100 - 499' as const,
    organizationAnnualOperatingBudget: 'Less than $100,000' as const,
    organizationShelterSoftware: 'Spreadsheet' as const,
    locationAddressLine_1: '1 Main St',
    locationCity: 'Springfield',
    locationUsState: 'IL' as const,
    locationUsCountyId: '12',
    locationZipCode: '62701',
  };
}

describe('registration defaults', () => {
  it('start in the United States with the user as authorizer and every sharing opt-in on', () => {
    const values = registrationDefaults();
    expect(values.organizationCountry).toBe('United States');
    expect(values.userIsAuthorizer).toBe(true);
    expect([
      values.organizationCommunicationsOptIn,
      values.organizationSearchableOptIn,
      values.organizationMediaOptIn,
    ]).toEqual([true, true, true]);
  });

  it('an untouched form shows the spec texts of the required fields', () => {
    const result = createRegistrationSchema({ now }).safeParse(registrationDefaults());
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(messages).toContain('userFullName: Name is required');
    expect(messages).toContain('userEmailConfirmation: Confirm the email');
    expect(messages).toContain('organizationType: Select an organization type');
  });

  it('filled defaults make a request whose opt-ins are yes and whose EIN has no dash', () => {
    const parsed = createRegistrationSchema({ now }).parse(filled());
    const attributes = toRegistrationAttributes(parsed);
    expect(attributes.organizationEin).toBe('123456789');
    expect(attributes.organizationAuthorizerEmail).toBe('ada@example.org');
    expect(attributes.organizationSearchableOptIn).toBe(true);
    expect(attributes.locationUsCountyId).toBe(12);
  });
});

describe('incorporationMaxDate', () => {
  it('is the last day of next month', () => {
    expect(incorporationMaxDate(new Date(2026, 11, 5))).toEqual(new Date(2027, 0, 31));
  });
});
