/** From the registration form's values to the attributes of POST /api/v1/registrations (001 §3). */
import { normalizePhoneNumber } from '../format/phone';
import { countryAddressAttributes } from './address';
import { normalizeEin, normalizeWebsiteUrl } from './patterns';
import {
  REGISTRATION_ADDRESS_NAMES,
  type RegistrationAttributes,
  type RegistrationFormOutput,
} from './registration';

const orNull = (value: string | null | undefined) => (value ? value : null);

function authorizerOf(values: RegistrationFormOutput) {
  if (!values.userIsAuthorizer) {
    return {
      organizationAuthorizerName: orNull(values.organizationAuthorizerName),
      organizationAuthorizerTitle: orNull(values.organizationAuthorizerTitle),
      organizationAuthorizerEmail: orNull(values.organizationAuthorizerEmail),
      organizationAuthorizerPhoneNumber:
        normalizePhoneNumber(values.organizationAuthorizerPhoneNumber) || null,
    };
  }
  const phone = values.organizationAuthorizerPhoneNumber || values.locationContactPhoneNumber;
  return {
    organizationAuthorizerName: values.userFullName,
    organizationAuthorizerTitle: values.userTitle,
    organizationAuthorizerEmail: values.userEmail,
    organizationAuthorizerPhoneNumber: normalizePhoneNumber(phone) || null,
  };
}

function locationOf(values: RegistrationFormOutput) {
  const address = countryAddressAttributes(values.organizationCountry, values, REGISTRATION_ADDRESS_NAMES);
  return {
    locationAddressLine_1: values.locationAddressLine_1,
    locationAddressLine_2: orNull(values.locationAddressLine_2),
    locationCity: values.locationCity,
    locationUsState: address.usState,
    locationUsCountyId: address.usCountyId,
    locationZipCode: address.zipCode,
    locationProvinceOrTerritory: address.provinceOrTerritory,
    locationPostalCode: address.postalCode,
    locationContactPhoneNumber: normalizePhoneNumber(values.locationContactPhoneNumber) || null,
  };
}

/**
 * The request attributes: confirmations dropped, the user named as authorizer when they are one, only
 * the chosen country's tax id and address fields, the website prefixed with http:// when it has no
 * scheme, the EIN as nine digits, phones in their stored form. Opt-ins default to yes.
 */
export function toRegistrationAttributes(values: RegistrationFormOutput): RegistrationAttributes {
  const inUs = values.organizationCountry === 'United States';
  return {
    registrationType: 'organization',
    userFullName: values.userFullName,
    userTitle: values.userTitle,
    userEmail: values.userEmail,
    userPassword: values.userPassword,
    organizationName: values.organizationName,
    organizationCountry: values.organizationCountry,
    organizationType: values.organizationType,
    organizationWebsiteUrl: orNull(normalizeWebsiteUrl(values.organizationWebsiteUrl)),
    organizationIncorporatedOn: values.organizationIncorporatedOn,
    organizationEin: inUs ? normalizeEin(values.organizationEin) : null,
    organizationBusinessNumber: inUs ? null : orNull(values.organizationBusinessNumber),
    organizationReferringOrganizationName: values.organizationWasReferred
      ? orNull(values.organizationReferringOrganizationName)
      : null,
    organizationAnimalSpecies: values.organizationAnimalSpecies,
    organizationAnnualIntake: values.organizationAnnualIntake,
    organizationAnnualOperatingBudget: values.organizationAnnualOperatingBudget,
    organizationShelterSoftware: values.organizationShelterSoftware,
    ...authorizerOf(values),
    organizationCommunicationsOptIn: values.organizationCommunicationsOptIn ?? true,
    organizationSearchableOptIn: values.organizationSearchableOptIn ?? true,
    organizationMediaOptIn: values.organizationMediaOptIn ?? true,
    ...locationOf(values),
  };
}
