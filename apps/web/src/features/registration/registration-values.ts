/**
 * The registration form's starting values and the small rules around it: opt-ins default to yes
 * (001 §3), the user is taken as the authorizer until they say otherwise, and the incorporation
 * picker stops at the last day the schema accepts.
 */
import { DEFAULT_SPECIES, INCORPORATION_MAX_MONTHS_AHEAD, type RegistrationFormValues } from '@sac/domain';

export function registrationDefaults(): RegistrationFormValues {
  return {
    userFullName: '',
    userTitle: '',
    userEmail: '',
    userEmailConfirmation: '',
    userPassword: '',
    userPasswordConfirmation: '',
    organizationName: '',
    organizationCountry: 'United States',
    organizationType: null as unknown as RegistrationFormValues['organizationType'],
    organizationWebsiteUrl: '',
    organizationIncorporatedOn: null as unknown as string,
    organizationEin: '',
    organizationBusinessNumber: '',
    organizationWasReferred: false,
    organizationReferringOrganizationName: '',
    organizationAnimalSpecies: [...DEFAULT_SPECIES],
    organizationAnnualIntake: null as unknown as RegistrationFormValues['organizationAnnualIntake'],
    organizationAnnualOperatingBudget:
      null as unknown as RegistrationFormValues['organizationAnnualOperatingBudget'],
    organizationShelterSoftware: null as unknown as RegistrationFormValues['organizationShelterSoftware'],
    userIsAuthorizer: true,
    organizationAuthorizerName: '',
    organizationAuthorizerTitle: '',
    organizationAuthorizerEmail: '',
    organizationAuthorizerEmailConfirmation: '',
    organizationAuthorizerPhoneNumber: '',
    organizationCommunicationsOptIn: true,
    organizationSearchableOptIn: true,
    organizationMediaOptIn: true,
    locationAddressLine_1: '',
    locationAddressLine_2: '',
    locationCity: '',
    locationUsState: null,
    locationUsCountyId: null,
    locationZipCode: '',
    locationProvinceOrTerritory: null,
    locationPostalCode: '',
    locationContactPhoneNumber: '',
  };
}

/** The last day of the month `monthsAhead` after `now`'s month, as the date picker's upper bound. */
export function lastDayMonthsAhead(now: Date, monthsAhead: number): Date {
  return new Date(now.getFullYear(), now.getMonth() + monthsAhead + 1, 0);
}

export const incorporationMaxDate = (now: Date) =>
  lastDayMonthsAhead(now, INCORPORATION_MAX_MONTHS_AHEAD.registration);
