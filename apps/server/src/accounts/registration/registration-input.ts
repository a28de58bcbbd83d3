/**
 * The registration request as the server checks it: the domain's attributes schema (the same rules as
 * the form), plus the form's switches and confirmations when the client sends them: `user_is_authorizer`
 * names the user as authorizer (or requires the authorizer's fields and email confirmation),
 * `organization_was_referred` requires the referring organization, and `user_email_confirmation` /
 * `user_password_confirmation`, when present, must match.
 */
import {
  checkAuthorizer,
  checkEmailConfirmation,
  checkPasswordConfirmation,
  createRegistrationAttributesSchema,
  VALIDATION_MESSAGES as M,
  REGISTRATION_MESSAGES,
  type RegistrationAttributes,
  requireValue,
  toSnakeCase,
} from '@sac/domain';
import { z } from 'zod';
import { type FieldError, unprocessable } from '../../http/errors';
import {
  checkSizes,
  implausibleDate,
  MAX_PASSWORD_LENGTH,
  mergeFieldErrors,
  parsePositiveId,
  zodFieldErrors,
} from '../../http/input/attributes';

export type RegistrationInput = RegistrationAttributes & {
  userIsAuthorizer: boolean | undefined;
  organizationWasReferred: boolean | undefined;
};

const SWITCHES = ['userIsAuthorizer', 'organizationWasReferred'] as const;

/** Issues of the form-only fields, collected with zod's context so they read like the form's. */
function formIssues(values: Record<string, unknown>): z.ZodError | undefined {
  const result = z
    .unknown()
    .superRefine((_, ctx) => {
      if ('userEmailConfirmation' in values) {
        checkEmailConfirmation(ctx, values.userEmail, values.userEmailConfirmation, 'userEmailConfirmation');
      }
      if ('userPasswordConfirmation' in values) {
        const { userPassword, userPasswordConfirmation } = values;
        checkPasswordConfirmation(ctx, userPassword, userPasswordConfirmation, 'userPasswordConfirmation');
      }
      if (values.userIsAuthorizer === false) {
        checkAuthorizer(ctx, values, { confirmEmail: true, phoneRequired: true });
      }
      if (values.organizationWasReferred === true) {
        const name = 'organizationReferringOrganizationName';
        requireValue(ctx, values[name], name, M.referringOrganizationRequired);
      }
    })
    .safeParse(null);
  return result.success ? undefined : result.error;
}

/** A county id that is not one (zod's union message is not a person's). */
function malformedCounty(value: unknown): FieldError[] {
  if (value === undefined || value === null || value === '') return [];
  return parsePositiveId(value) === undefined
    ? [{ field: 'location_us_county_id', detail: REGISTRATION_MESSAGES.countyUnknown }]
    : [];
}

/** The user named as authorizer fills the authorizer's fields (the form hides them). */
function withAuthorizer(values: Record<string, unknown>): Record<string, unknown> {
  if (values.userIsAuthorizer !== true) return values;
  const phone = values.organizationAuthorizerPhoneNumber || values.locationContactPhoneNumber;
  return {
    ...values,
    organizationAuthorizerName: values.userFullName,
    organizationAuthorizerTitle: values.userTitle,
    organizationAuthorizerEmail: values.userEmail,
    organizationAuthorizerPhoneNumber: phone ?? null,
  };
}

/**
 * The authorizer fields copied from the user's when the user is the authorizer: their errors are the user
 * fields' own (already reported there), not something the person can fix in a hidden section.
 */
function mirroredFields(raw: Record<string, unknown>): Set<string> {
  if (raw.userIsAuthorizer !== true) return new Set();
  const fields = [
    'organization_authorizer_name',
    'organization_authorizer_title',
    'organization_authorizer_email',
  ];
  if (!raw.organizationAuthorizerPhoneNumber) fields.push('organization_authorizer_phone_number');
  return new Set(fields);
}

/** Checks the camelCase attributes; throws a 422 with one error per field. */
export function parseRegistration(raw: Record<string, unknown>, now: Date): RegistrationInput {
  checkSizes(raw, { userPassword: MAX_PASSWORD_LENGTH, userPasswordConfirmation: MAX_PASSWORD_LENGTH });
  const extraErrors: FieldError[] = SWITCHES.filter(
    (name) => raw[name] !== undefined && raw[name] !== null && typeof raw[name] !== 'boolean',
  )
    .map((name): FieldError => ({ field: toSnakeCase(name), detail: REGISTRATION_MESSAGES.mustBeBoolean }))
    .concat(implausibleDate(raw.organizationIncorporatedOn, 'organization_incorporated_on'))
    .concat(malformedCounty(raw.locationUsCountyId));
  const values = withAuthorizer({ registrationType: 'organization', ...raw });
  if (values.registrationType === undefined) values.registrationType = 'organization';

  const parsed = createRegistrationAttributesSchema({ now }).safeParse(values);
  const extra = formIssues(values);
  if (!parsed.success || extra || extraErrors.length > 0) {
    const issues = [...(parsed.success ? [] : parsed.error.issues), ...(extra?.issues ?? [])];
    const errors = mergeFieldErrors(extraErrors, zodFieldErrors(new z.ZodError(issues)));
    const mirrored = mirroredFields(raw);
    throw unprocessable(errors.filter((error) => !mirrored.has(error.field)));
  }
  return {
    ...parsed.data,
    userIsAuthorizer: values.userIsAuthorizer as boolean | undefined,
    organizationWasReferred: values.organizationWasReferred as boolean | undefined,
  };
}
