/** The organization an accounts action is about: outside the user's scope a 404, in it but not managed a 403. */
import { and, eq, isNull } from 'drizzle-orm';
import { isOrganizationManager } from '../access/policies';
import { organizationsScope } from '../access/scopes';
import type { Access } from '../access/types';
import type { Tx } from '../db/connection';
import { organizations } from '../db/schema/index';
import { forbidden, notFound } from '../http/errors';

export async function loadManagedOrganization(tx: Tx, access: Access, organizationId: number) {
  const [organization] = await tx
    .select()
    .from(organizations)
    .where(
      and(eq(organizations.id, organizationId), isNull(organizations.archivedAt), organizationsScope(access)),
    )
    .for('update');
  if (!organization) throw notFound('The organization could not be found.');
  if (!isOrganizationManager(access, organization.id)) {
    throw forbidden('Only a manager of this organization or an administrator can do this.');
  }
  return organization;
}
