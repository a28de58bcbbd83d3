/**
 * The organization edit form's values (001 §3, §5): filled from the stored organization, and turned back
 * into PATCH attributes. Fields only admins may write are left out of other users' requests, so a manager
 * never trips the server's admin-only check with values they could not change.
 */
import {
  formatPhoneNumber,
  type OrganizationFormOutput,
  type OrganizationFormValues,
  toOrganizationAttributes,
} from '@sac/domain';
import type { Organization } from '../../lib/organization/api/get-organization';
import { formatEin } from '../../lib/organization/ein';

export const ADMIN_ONLY_FIELDS = ['ein', 'businessNumber', 'aapId', 'notes', 'iodApiActive'] as const;

const text = (value: string | null | undefined) => value ?? '';

export function toOrganizationFormValues(organization: Organization): OrganizationFormValues {
  return {
    name: text(organization.name),
    country: (organization.country ?? '') as OrganizationFormValues['country'],
    organizationType: (organization.organizationType ?? '') as OrganizationFormValues['organizationType'],
    status: organization.status as OrganizationFormValues['status'],
    websiteUrl: text(organization.websiteUrl),
    incorporatedOn: text(organization.incorporatedOn),
    ein: formatEin(organization.ein),
    businessNumber: text(organization.businessNumber),
    animalSpecies: (organization.animalSpecies ?? []) as OrganizationFormValues['animalSpecies'],
    annualIntake: text(organization.annualIntake),
    annualOperatingBudget: text(organization.annualOperatingBudget),
    shelterSoftware: text(organization.shelterSoftware),
    externalId: text(organization.externalId),
    iodApiOption: (organization.iodApiOption ?? '') as OrganizationFormValues['iodApiOption'],
    iodApiActive: (organization.iodApiActive ?? '') as OrganizationFormValues['iodApiActive'],
    aapId: text(organization.aapId),
    notes: text(organization.notes),
    authorizerName: text(organization.authorizerName),
    authorizerTitle: text(organization.authorizerTitle),
    authorizerEmail: text(organization.authorizerEmail),
    authorizerEmailConfirmation: '',
    authorizerPhoneNumber:
      formatPhoneNumber(organization.authorizerPhoneNumber) || text(organization.authorizerPhoneNumber),
    authorizerExtension: text(organization.authorizerExtension),
    communicationsOptIn: organization.communicationsOptIn ?? true,
    searchableOptIn: organization.searchableOptIn ?? true,
    mediaOptIn: organization.mediaOptIn ?? true,
  };
}

/** The PATCH attributes; the authorizer email confirmation travels only when the email changed. */
export function toOrganizationPatch(
  values: OrganizationFormOutput,
  { isAdmin, emailChanged }: { isAdmin: boolean; emailChanged: boolean },
): Record<string, unknown> {
  const attributes: Record<string, unknown> = { ...toOrganizationAttributes(values) };
  if (!isAdmin) for (const field of ADMIN_ONLY_FIELDS) delete attributes[field];
  if (emailChanged) attributes.authorizerEmailConfirmation = values.authorizerEmailConfirmation ?? '';
  return attributes;
}

/** Whether the typed authorizer email differs from the stored one (case and spaces aside). */
export function authorizerEmailChanged(stored: string | null | undefined, typed: string | null | undefined) {
  const normalize = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();
  return normalize(typed) !== '' && normalize(typed) !== normalize(stored);
}
