/**
 * POST /api/v1/organization_import_finalizers: a manager of an imported (legacy) organization gives the
 * details the import could not bring over (000 §2): the date of incorporation (the first of a month, at
 * most 11 months ahead), the EIN (nine digits) and optionally the website. The organization becomes
 * registered and, like any registered organization, its authorizer gets the authorization email.
 */
import {
  createLegacyFinalizeAttributesSchema,
  normalizeWebsiteUrl,
  REGISTRATION_MESSAGES,
} from '@sac/domain';
import { eq } from 'drizzle-orm';
import type { Access } from '../access/types';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { organizations } from '../db/schema/index';
import { unprocessable } from '../http/errors';
import {
  checkSizes,
  implausibleDate,
  isoDateOf,
  mergeFieldErrors,
  parsePositiveId,
  zodFieldErrors,
} from '../http/input/attributes';
import { sendOrganizationAuthorization } from './account-emails';
import { loadManagedOrganization } from './managed-organization';

export type FinalizedOrganization = {
  id: number;
  status: string;
  websiteUrl: string | null;
  incorporatedOn: string | null;
  ein: string | null;
  authorizationSentTo: string | null;
};

/** Checks the attributes (camelCase); the organization id separately, so a bad one is a 422 on it. */
export function parseFinalizeAttributes(raw: Record<string, unknown>, now: Date) {
  checkSizes(raw);
  const parsed = createLegacyFinalizeAttributesSchema({ now }).safeParse(raw);
  const organizationId = parsePositiveId(raw.organizationId);
  // Checked here first: the schema's own message for a malformed id is zod's, not a person's.
  const idErrors = organizationId === undefined ? [{ field: 'organization_id', detail: 'Invalid id' }] : [];
  const errors = mergeFieldErrors(
    idErrors,
    implausibleDate(raw.incorporatedOn, 'incorporated_on'),
    zodFieldErrors(parsed.error),
  );
  if (!parsed.success || errors.length > 0 || organizationId === undefined) throw unprocessable(errors);
  return { ...parsed.data, organizationId };
}

export async function finalizeImportedOrganization(
  database: Database,
  config: Config,
  access: Access,
  attributes: ReturnType<typeof parseFinalizeAttributes>,
  now: Date,
): Promise<FinalizedOrganization> {
  return database.db.transaction(async (tx) => {
    const organization = await loadManagedOrganization(tx, access, attributes.organizationId);
    if (organization.status !== 'imported') {
      throw unprocessable([{ field: 'organization_id', detail: REGISTRATION_MESSAGES.notImported }]);
    }
    const [updated] = await tx
      .update(organizations)
      .set({
        incorporatedOn: isoDateOf(attributes.incorporatedOn, 1),
        ein: attributes.ein,
        websiteUrl: normalizeWebsiteUrl(attributes.websiteUrl) || organization.websiteUrl,
        status: 'registered',
        updatedAt: now,
      })
      .where(eq(organizations.id, organization.id))
      .returning();
    const authorizerEmail = updated!.authorizerEmail?.trim();
    const authorizationSentTo = authorizerEmail
      ? await sendOrganizationAuthorization(
          tx,
          config,
          {
            id: updated!.id,
            name: updated!.name,
            authorizerEmail,
            authorizerName: updated!.authorizerName,
          },
          { by: access.user?.fullName || 'A manager', occasion: 'registration' },
          now,
        )
      : null;
    return {
      id: updated!.id,
      status: updated!.status,
      websiteUrl: updated!.websiteUrl,
      incorporatedOn: updated!.incorporatedOn,
      ein: updated!.ein,
      authorizationSentTo,
    };
  });
}
