/**
 * Who the Rehome dashboard reads (002 §2.13, issue 15): the organizations of one tax id — the EIN of a US
 * organization, the business number of any other (Canadian) one — as stored (nine digits), not archived.
 * Several organizations can share a tax id. An administrator reads all of them; anyone else only those of
 * them they are a member of: sharing a tax id with another organization does not open its records to its
 * members. No readable organization with that tax id is a 404, as for an organization one may not read.
 */
import { BUSINESS_NUMBER_DIGITS, EIN_DIGITS } from '@sac/domain';
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/connection';
import { preparedStatement } from '../../db/prepared-statements';
import { organizations } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import type { ResourceContext } from '../../http/jsonapi/index';

const US = 'United States';
/** Room for a number as people type it (12-3456789, 123 456 789), not for anything else. */
export const TAX_ID_MAX_LENGTH = 20;
const EXPECTED = `expected an EIN or business number of ${EIN_DIGITS} digits (12-3456789 or 123456789)`;

/** A tax id as typed: digits with dashes or spaces, at most 20 characters, read as its nine digits. */
export const taxIdFilter = () =>
  z
    .string()
    .max(TAX_ID_MAX_LENGTH, EXPECTED)
    .regex(/^[\d -]+$/, EXPECTED)
    .transform((text) => text.replace(/\D/g, ''))
    // The organizations' countries say whether the digits are an EIN or a business number.
    .refine((digits) => digits.length === EIN_DIGITS || digits.length === BUSINESS_NUMBER_DIGITS, EXPECTED);

export type RehomeOrganization = { id: number; name: string; country: string };

/**
 * The organizations of the tax id the requester may read, by name, each with the version of its records
 * (the cache key); a 404 when there is none.
 */
export async function findRehomeOrganizations(
  ctx: ResourceContext,
  taxId: string,
): Promise<Array<RehomeOrganization & { recordsVersion: number }>> {
  const memberOf = [...ctx.access.organizationRoles.keys()];
  if (!ctx.access.isAdmin && memberOf.length === 0) throw notFound();
  // Of one organization the statement compares a scalar, of several an array (db/any-of.ts).
  const shape: Shape = ctx.access.isAdmin ? 'any' : memberOf.length === 1 ? 'member' : 'members';
  const statement = preparedStatement(ctx.db, `dashboard_rehome_organizations_${shape}`, (db, name) =>
    prepareRehomeOrganizations(db, name, shape),
  );
  const rows = await statement.execute({ taxId, memberOf: shape === 'members' ? memberOf : memberOf[0] });
  if (rows.length === 0) throw notFound();
  return rows;
}

/** Whose organizations of the tax id: any (an administrator's), the one, or those the requester is a member of. */
type Shape = 'any' | 'member' | 'members';

function prepareRehomeOrganizations(db: DbOrTx, name: string, shape: Shape) {
  const taxId = sql.placeholder('taxId');
  const memberOf = sql.placeholder('memberOf');
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      country: organizations.country,
      recordsVersion: organizations.recordsVersion,
    })
    .from(organizations)
    .where(
      and(
        or(
          and(eq(organizations.country, US), eq(organizations.ein, taxId)),
          and(ne(organizations.country, US), eq(organizations.businessNumber, taxId)),
        ),
        isNull(organizations.archivedAt),
        shape === 'any'
          ? undefined
          : shape === 'member'
            ? eq(organizations.id, memberOf)
            : sql`${organizations.id} = any(${memberOf}::int[])`,
      ),
    )
    .orderBy(asc(organizations.name), asc(organizations.id))
    .prepare(name);
}
