/**
 * Registration (001 §2, §5): step 1 chooses the register type, step 2 is the "Create an Account" form.
 * The form's fields carry the request's attribute names (001 §3) plus the confirmations and the two
 * switches (`userIsAuthorizer`, `organizationWasReferred`) that decide which sections apply.
 * `toRegistrationAttributes` builds the request; the server checks it with the attributes schema.
 */
import { z } from 'zod';
import { INCORPORATION_MAX_MONTHS_AHEAD } from '../constants/limits';
import { REGISTER_TYPES, REGISTRATION_ORGANIZATION_TYPES } from '../options/organizations';
import { ANNUAL_INTAKE_RANGES, ANNUAL_OPERATING_BUDGET_RANGES } from '../options/ranges';
import { SHELTER_SOFTWARE } from '../options/shelter-software';
import {
  type AddressFieldNames,
  checkCountryAddress,
  countryField,
  provinceField,
  usStateField,
} from './address';
import { newPasswordField, passwordConfirmationField } from './auth';
import {
  ALWAYS_CHECK,
  checkEmailConfirmation,
  checkPasswordConfirmation,
  choice,
  emailChanged,
  emailField,
  optionalIdField,
  optionalPhoneField,
  optionalText,
  requiredText,
  requireValue,
  speciesField,
  websiteField,
} from './fields';
import { TEXT_LIMITS } from './limits';
import { VALIDATION_MESSAGES as M } from './messages';
import { checkTaxId, incorporationDateField } from './organization-fields';

export const registrationTypeSchema = z.object({
  registrationType: choice(REGISTER_TYPES, M.registerTypeRequired),
});
export type RegistrationTypeValues = z.infer<typeof registrationTypeSchema>;

export const REGISTRATION_ADDRESS_NAMES: AddressFieldNames = {
  country: 'organizationCountry',
  usState: 'locationUsState',
  usCountyId: 'locationUsCountyId',
  zipCode: 'locationZipCode',
  provinceOrTerritory: 'locationProvinceOrTerritory',
  postalCode: 'locationPostalCode',
};
const TAX_ID_NAMES = {
  country: 'organizationCountry',
  ein: 'organizationEin',
  businessNumber: 'organizationBusinessNumber',
};

/** The fields the form and the request share. */
function sharedShape(now: Date) {
  return {
    userFullName: requiredText(M.nameRequired, TEXT_LIMITS.name),
    userTitle: requiredText(M.titleRequired, TEXT_LIMITS.title),
    userEmail: emailField(),
    userPassword: newPasswordField(),
    organizationName: requiredText(M.organizationNameRequired, TEXT_LIMITS.name),
    organizationCountry: countryField(),
    organizationType: choice(REGISTRATION_ORGANIZATION_TYPES, M.organizationTypeRequired),
    organizationWebsiteUrl: websiteField(),
    organizationIncorporatedOn: incorporationDateField(now, INCORPORATION_MAX_MONTHS_AHEAD.registration),
    organizationEin: optionalText(TEXT_LIMITS.code),
    organizationBusinessNumber: optionalText(TEXT_LIMITS.code),
    organizationReferringOrganizationName: optionalText(TEXT_LIMITS.name),
    organizationAnimalSpecies: speciesField(),
    organizationAnnualIntake: choice(ANNUAL_INTAKE_RANGES, M.annualIntakeRequired),
    organizationAnnualOperatingBudget: choice(
      ANNUAL_OPERATING_BUDGET_RANGES,
      M.annualOperatingBudgetRequired,
    ),
    organizationShelterSoftware: choice(SHELTER_SOFTWARE, M.shelterSoftwareRequired),
    organizationAuthorizerName: optionalText(TEXT_LIMITS.name),
    organizationAuthorizerTitle: optionalText(TEXT_LIMITS.title),
    organizationAuthorizerEmail: optionalText(TEXT_LIMITS.email),
    organizationAuthorizerPhoneNumber: optionalPhoneField(),
    organizationCommunicationsOptIn: z.boolean().optional(),
    organizationSearchableOptIn: z.boolean().optional(),
    organizationMediaOptIn: z.boolean().optional(),
    locationAddressLine_1: requiredText(M.addressRequired),
    locationAddressLine_2: optionalText(),
    locationCity: requiredText(M.cityRequired),
    locationUsState: usStateField(),
    locationUsCountyId: optionalIdField(),
    locationZipCode: optionalText(TEXT_LIMITS.code),
    locationProvinceOrTerritory: provinceField(),
    locationPostalCode: optionalText(TEXT_LIMITS.code),
    locationContactPhoneNumber: optionalPhoneField(),
  };
}

/** Name, title, email and phone of the person who authorizes the organization; the email confirmed when asked. */
export function checkAuthorizer(
  ctx: z.RefinementCtx,
  values: Record<string, unknown>,
  options: { confirmEmail: boolean; phoneRequired: boolean },
) {
  requireValue(ctx, values.organizationAuthorizerName, 'organizationAuthorizerName', M.nameRequired);
  requireValue(ctx, values.organizationAuthorizerTitle, 'organizationAuthorizerTitle', M.titleRequired);
  const email = values.organizationAuthorizerEmail;
  if (requireValue(ctx, email, 'organizationAuthorizerEmail', M.emailRequired)) {
    if (!z.regexes.email.test(String(email).trim())) {
      ctx.addIssue({ code: 'custom', path: ['organizationAuthorizerEmail'], message: M.emailInvalid });
    } else if (options.confirmEmail) {
      const confirmation = values.organizationAuthorizerEmailConfirmation;
      checkEmailConfirmation(ctx, email, confirmation, 'organizationAuthorizerEmailConfirmation');
    }
  }
  if (options.phoneRequired) {
    requireValue(
      ctx,
      values.organizationAuthorizerPhoneNumber,
      'organizationAuthorizerPhoneNumber',
      M.phoneRequired,
    );
  }
}

function checkOrganizationAndLocation(ctx: z.RefinementCtx, values: Record<string, unknown>) {
  checkTaxId(ctx, values, TAX_ID_NAMES);
  checkCountryAddress(ctx, values, REGISTRATION_ADDRESS_NAMES);
}

/** Step 2 of registration, the form. `now` bounds the incorporation date. */
export function createRegistrationSchema({ now }: { now: Date }) {
  return z
    .object({
      ...sharedShape(now),
      userEmailConfirmation: optionalText(TEXT_LIMITS.email),
      userPasswordConfirmation: passwordConfirmationField(),
      userIsAuthorizer: z.boolean(),
      organizationWasReferred: z.boolean().optional(),
      organizationAuthorizerEmailConfirmation: optionalText(TEXT_LIMITS.email),
    })
    .superRefine((values, ctx) => {
      checkEmailConfirmation(ctx, values.userEmail, values.userEmailConfirmation, 'userEmailConfirmation');
      checkPasswordConfirmation(
        ctx,
        values.userPassword,
        values.userPasswordConfirmation,
        'userPasswordConfirmation',
      );
      checkOrganizationAndLocation(ctx, values);
      if (values.organizationWasReferred) {
        const name = 'organizationReferringOrganizationName';
        requireValue(ctx, values[name], name, M.referringOrganizationRequired);
      }
      if (values.userIsAuthorizer === false)
        checkAuthorizer(ctx, values, { confirmEmail: true, phoneRequired: true });
    }, ALWAYS_CHECK);
}
export type RegistrationFormValues = z.input<ReturnType<typeof createRegistrationSchema>>;
export type RegistrationFormOutput = z.output<ReturnType<typeof createRegistrationSchema>>;

/** The request body's attributes, as the server checks them: the authorizer is always named. */
export function createRegistrationAttributesSchema({ now }: { now: Date }) {
  return z
    .object({ registrationType: choice(REGISTER_TYPES, M.registerTypeRequired), ...sharedShape(now) })
    .superRefine((values, ctx) => {
      checkOrganizationAndLocation(ctx, values);
      const userIsAuthorizer = !emailChanged(values.userEmail, values.organizationAuthorizerEmail);
      checkAuthorizer(ctx, values, { confirmEmail: false, phoneRequired: !userIsAuthorizer });
    }, ALWAYS_CHECK);
}
export type RegistrationAttributes = z.output<ReturnType<typeof createRegistrationAttributesSchema>>;
