/**
 * The organization form (001 §5): details, the shelter software's API option, the authorizer, and the
 * sharing opt-ins. The form asks to confirm the authorizer's email only when it changed, so its schema
 * is made from the stored values; the server checks the attributes (merged over the stored organization
 * for a PATCH) with `organizationAttributesSchema`, which has no confirmation.
 */
import { z } from 'zod';
import { normalizePhoneNumber } from '../format/phone';
import {
  IOD_API_ACTIVE_VALUES,
  IOD_API_OPTIONS,
  ORGANIZATION_STATUSES,
  ORGANIZATION_TYPES,
} from '../options/organizations';
import { countryField } from './address';
import {
  ALWAYS_CHECK,
  checkEmailConfirmation,
  choice,
  emailChanged,
  emailField,
  isBlank,
  optionalChoice,
  optionalExtensionField,
  optionalIsoDateField,
  optionalText,
  phoneField,
  requiredText,
  requireValue,
  speciesField,
  websiteField,
} from './fields';
import { TEXT_LIMITS } from './limits';
import { VALIDATION_MESSAGES as M } from './messages';
import { checkTaxId } from './organization-fields';
import { normalizeEin, normalizeWebsiteUrl } from './patterns';

const organizationShape = {
  name: requiredText(M.organizationNameRequired, TEXT_LIMITS.name),
  country: countryField(),
  organizationType: choice(ORGANIZATION_TYPES, M.organizationTypeRequired),
  status: choice(ORGANIZATION_STATUSES, M.statusRequired),
  websiteUrl: websiteField(),
  incorporatedOn: optionalIsoDateField(),
  ein: optionalText(TEXT_LIMITS.code),
  businessNumber: optionalText(TEXT_LIMITS.code),
  animalSpecies: speciesField(),
  // Imported organizations may hold values from before today's lists: kept as text, not refused.
  annualIntake: optionalText(),
  annualOperatingBudget: optionalText(),
  shelterSoftware: optionalText(),
  externalId: optionalText(TEXT_LIMITS.code),
  iodApiOption: optionalChoice(IOD_API_OPTIONS),
  iodApiActive: optionalChoice(IOD_API_ACTIVE_VALUES),
  aapId: optionalText(TEXT_LIMITS.code),
  notes: optionalText(TEXT_LIMITS.longText),
  authorizerName: requiredText(M.nameRequired, TEXT_LIMITS.name),
  authorizerTitle: requiredText(M.titleRequired, TEXT_LIMITS.title),
  authorizerEmail: emailField(),
  authorizerPhoneNumber: phoneField(M.phoneRequired),
  authorizerExtension: optionalExtensionField(),
  communicationsOptIn: z.boolean().optional(),
  searchableOptIn: z.boolean().optional(),
  mediaOptIn: z.boolean().optional(),
};

function checkOrganization(ctx: z.RefinementCtx, values: Record<string, unknown>) {
  requireValue(ctx, values.country, 'country', M.countryRequired);
  checkTaxId(
    ctx,
    values,
    { country: 'country', ein: 'ein', businessNumber: 'businessNumber' },
    { required: false },
  );
  if (values.iodApiOption === 'yes') requireValue(ctx, values.externalId, 'externalId', M.externalIdRequired);
}

export const organizationAttributesSchema = z
  .object(organizationShape)
  .superRefine((values, ctx) => checkOrganization(ctx, values), ALWAYS_CHECK);

export type OrganizationOriginal = { authorizerEmail?: string | null };

/** The edit form of an organization whose stored values are `original`. */
export function createOrganizationSchema(original: OrganizationOriginal = {}) {
  return z
    .object({ ...organizationShape, authorizerEmailConfirmation: optionalText(TEXT_LIMITS.email) })
    .superRefine((values, ctx) => {
      checkOrganization(ctx, values);
      if (
        !isBlank(values.authorizerEmail) &&
        emailChanged(original.authorizerEmail, values.authorizerEmail)
      ) {
        checkEmailConfirmation(
          ctx,
          values.authorizerEmail,
          values.authorizerEmailConfirmation,
          'authorizerEmailConfirmation',
        );
      }
    }, ALWAYS_CHECK);
}
export type OrganizationFormValues = z.input<ReturnType<typeof createOrganizationSchema>>;
export type OrganizationFormOutput = z.output<ReturnType<typeof createOrganizationSchema>>;
export type OrganizationAttributes = z.output<typeof organizationAttributesSchema>;

const orNull = (value: string | null | undefined) => (value ? value : null);

/** The PATCH attributes: confirmation dropped, identifiers and phone in their stored forms, blanks as null. */
export function toOrganizationAttributes(
  values: OrganizationFormOutput | OrganizationAttributes,
): OrganizationAttributes {
  const { authorizerEmailConfirmation: _confirmation, ...attributes } = values as OrganizationFormOutput;
  const inUs = values.country === 'United States';
  return {
    ...attributes,
    websiteUrl: orNull(normalizeWebsiteUrl(values.websiteUrl)),
    incorporatedOn: orNull(values.incorporatedOn),
    ein: inUs ? orNull(normalizeEin(values.ein)) : null,
    businessNumber: inUs ? null : orNull(values.businessNumber),
    annualIntake: orNull(values.annualIntake),
    annualOperatingBudget: orNull(values.annualOperatingBudget),
    shelterSoftware: orNull(values.shelterSoftware),
    externalId: orNull(values.externalId),
    iodApiOption: values.iodApiOption || null,
    iodApiActive: values.iodApiActive || null,
    aapId: orNull(values.aapId),
    notes: orNull(values.notes),
    authorizerPhoneNumber: normalizePhoneNumber(values.authorizerPhoneNumber) ?? values.authorizerPhoneNumber,
    authorizerExtension: orNull(values.authorizerExtension),
  };
}

/** Sharing Permissions tab (001 §2): the three opt-ins. */
export const sharingPermissionsSchema = z.object({
  communicationsOptIn: z.boolean(),
  searchableOptIn: z.boolean(),
  mediaOptIn: z.boolean(),
});
export type SharingPermissionsValues = z.infer<typeof sharingPermissionsSchema>;
