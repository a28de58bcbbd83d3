/**
 * GET /auth/organization_authorization: the authorizer's link confirms a registered organization.
 * The token hash is kept after use so a second click reads "already confirmed"; a token counts as
 * used once the organization was authorized after it was sent, so an old link never undoes a later
 * pause or closure, while a link resent after one does authorize again.
 */
import { eq } from 'drizzle-orm';
import { isLinkTokenFresh, linkTokenHash } from '../auth/link-tokens';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { organizations } from '../db/schema/index';
import { LINK_REDIRECTS } from './links';

export async function authorizeOrganizationByToken(
  database: Database,
  config: Config,
  token: unknown,
  now: Date,
): Promise<string> {
  const hash = linkTokenHash(token);
  if (!hash) return LINK_REDIRECTS.invalid;
  return database.db.transaction(async (tx) => {
    const [organization] = await tx
      .select()
      .from(organizations)
      .where(eq(organizations.authorizationTokenHash, hash))
      .for('update');
    if (!organization || organization.archivedAt) return LINK_REDIRECTS.invalid;
    const { status, authorizedAt, authorizationSentAt } = organization;
    const used = authorizedAt !== null && authorizationSentAt !== null && authorizedAt >= authorizationSentAt;
    if (status === 'confirmed' || used) return LINK_REDIRECTS.organizationAlreadyConfirmed;
    // A legacy organization finishes its details first (organization_import_finalizers).
    if (status === 'imported') return LINK_REDIRECTS.invalid;
    if (!isLinkTokenFresh(config, 'authorization', authorizationSentAt, now)) return LINK_REDIRECTS.expired;
    await tx
      .update(organizations)
      .set({ status: 'confirmed', authorizedAt: now, updatedAt: now })
      .where(eq(organizations.id, organization.id));
    return LINK_REDIRECTS.organizationAuthorized;
  });
}
