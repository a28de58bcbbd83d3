/**
 * An organization's connection to its shelter software (issue 16; 001 API Mapping): the vendor and its
 * credentials — a ShelterLuv API key, or a ShelterBuddy site, username and password — stored encrypted
 * (integrations/credential-cipher.ts) and never returned: the API shows which vendor, the site and username,
 * a ShelterLuv key's last four characters, and the last "Test connection". Organization managers of the
 * organization and administrators manage it; another member gets a 403, anyone else a 404.
 */
import { SHELTER_SOFTWARE_VENDORS } from '@sac/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { can, isOrganizationMember } from '../../access/policies';
import type { Config } from '../../config';
import { locations, organizations, shelterSoftwareConnections } from '../../db/schema/index';
import { ApiError, forbidden, notFound, unprocessable } from '../../http/errors';
import { parseAttributes, refuseUnknownAttributes } from '../../http/input/attributes';
import { type ResourceContext, readDocument } from '../../http/jsonapi/index';
import type { CredentialCipher } from '../../integrations/credential-cipher';
import {
  type ConnectionRow,
  credentialCipherOf,
  credentialContext,
  vendorClientOf,
} from '../../integrations/vendor-clients';
import { VendorError } from '../../integrations/vendor-http';

export type { ConnectionRow };

export const CONNECTION_TYPE = 'shelter_software_connections';

/** A key or a password as typed: printable, no spaces at the ends, within a sensible length. */
const secretText = (name: string, min: number) =>
  z
    .string({ error: `${name} is required` })
    .min(min, `${name} must have at least ${min} characters`)
    .max(200, `${name} must have at most 200 characters`)
    .refine((value) => value === value.trim(), `${name} must not start or end with a space`)
    .refine((value) => !/\p{Cc}/u.test(value), `${name} must not hold control characters`);

const connectionSchema = z.discriminatedUnion(
  'vendor',
  [
    z.object({ vendor: z.literal('shelterluv'), api_key: secretText('API key', 8) }),
    z.object({
      vendor: z.literal('shelterbuddy'),
      site: z
        .string({ error: 'Site is required' })
        .regex(
          /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i,
          'Site must be the site name of your ShelterBuddy address',
        ),
      username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(100),
      password: secretText('Password', 1),
    }),
  ],
  { error: `Vendor must be one of ${SHELTER_SOFTWARE_VENDORS.join(', ')}` },
);
const KNOWN = new Set(['vendor', 'api_key', 'site', 'username', 'password', 'location_id']);
const locationSchema = z.object({
  location_id: z.union([z.number().int().positive().max(2_147_483_647), z.null()], {
    error: 'Location must be one of the organization’s locations',
  }),
});

export type ConnectionInput =
  | { credentials: z.output<typeof connectionSchema>; locationId?: number | null }
  | { credentials?: never; locationId: number | null };

/**
 * The body of a PATCH: the JSON:API layer's document checks (400, 409 for another type or id), then the
 * fields: credentials (with a location or not), or only `location_id`, the location the records go to.
 */
export function readConnectionInput(body: unknown, organizationId: number): ConnectionInput {
  const { data } = readDocument(body, { type: CONNECTION_TYPE }, String(organizationId));
  refuseUnknownAttributes(data.attributes, KNOWN);
  const location =
    'location_id' in data.attributes
      ? parseAttributes(locationSchema, { location_id: data.attributes.location_id }).location_id
      : undefined;
  const names = Object.keys(data.attributes);
  if (location !== undefined && names.length === 1) return { locationId: location };
  return { credentials: parseAttributes(connectionSchema, data.attributes), locationId: location };
}

/** 422 unless the location is an active location of the organization (null: the first active one). */
async function checkLocation(
  ctx: ResourceContext,
  organizationId: number,
  locationId: number | null | undefined,
) {
  if (locationId === null || locationId === undefined) return;
  const [location] = await ctx.db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        eq(locations.id, locationId),
        eq(locations.organizationId, organizationId),
        eq(locations.status, 'active'),
        isNull(locations.archivedAt),
      ),
    );
  if (!location) {
    throw unprocessable([
      { field: 'location_id', detail: 'Location must be one of the organization’s locations' },
    ]);
  }
}

/** The organization, when the requester may manage its connection: 404 outside it, 403 for other members. */
export async function findManagedOrganization(ctx: ResourceContext, organizationId: number) {
  const [organization] = isOrganizationMember(ctx.access, organizationId)
    ? await ctx.db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, organizationId))
    : [];
  if (!organization) throw notFound();
  if (!can(ctx.access, 'shelter_software:manage', { organizationId })) throw forbidden();
  return organization;
}

async function cipherOf(config: Config): Promise<CredentialCipher> {
  const cipher = await credentialCipherOf(config);
  if (!cipher) {
    throw new ApiError(503, [
      {
        code: 'credentials_not_configured',
        title: 'Service Unavailable',
        detail: 'Shelter software credentials cannot be stored on this server: it has no CREDENTIALS_KEY.',
      },
    ]);
  }
  return cipher;
}

export async function readConnection(ctx: ResourceContext, organizationId: number) {
  const [row] = await ctx.db
    .select()
    .from(shelterSoftwareConnections)
    .where(eq(shelterSoftwareConnections.organizationId, organizationId));
  return row;
}

export async function saveConnection(ctx: ResourceContext, organizationId: number, change: ConnectionInput) {
  await checkLocation(ctx, organizationId, change.locationId);
  if (!change.credentials) {
    const updated = await ctx.db
      .update(shelterSoftwareConnections)
      .set({ locationId: change.locationId, updatedAt: ctx.now, updatedById: ctx.access.user?.id ?? null })
      .where(eq(shelterSoftwareConnections.organizationId, organizationId))
      .returning({ id: shelterSoftwareConnections.organizationId });
    if (updated.length === 0) throw notFound('This organization has no shelter software connection.');
    return (await readConnection(ctx, organizationId))!;
  }
  const input = change.credentials;
  const cipher = await cipherOf(ctx.config);
  const secret = input.vendor === 'shelterluv' ? input.api_key : input.password;
  const values = {
    vendor: input.vendor,
    site: input.vendor === 'shelterbuddy' ? input.site.toLowerCase() : null,
    username: input.vendor === 'shelterbuddy' ? input.username : null,
    secret: cipher.encrypt(secret, credentialContext(organizationId, input.vendor)),
    secretLast4: input.vendor === 'shelterluv' ? input.api_key.slice(-4) : null,
    ...(change.locationId === undefined ? {} : { locationId: change.locationId }),
    // New credentials have not been tested.
    lastTestedAt: null,
    lastTestOk: null,
    lastTestMessage: null,
    updatedAt: ctx.now,
    updatedById: ctx.access.user?.id ?? null,
  };
  await ctx.db
    .insert(shelterSoftwareConnections)
    .values({ organizationId, createdAt: ctx.now, ...values })
    .onConflictDoUpdate({ target: shelterSoftwareConnections.organizationId, set: values });
  return (await readConnection(ctx, organizationId))!;
}

export async function deleteConnection(ctx: ResourceContext, organizationId: number): Promise<boolean> {
  const deleted = await ctx.db
    .delete(shelterSoftwareConnections)
    .where(eq(shelterSoftwareConnections.organizationId, organizationId))
    .returning({ id: shelterSoftwareConnections.organizationId });
  return deleted.length > 0;
}

/** Tests the stored credentials against the vendor and records what it found. */
export async function testConnection(ctx: ResourceContext, connection: ConnectionRow) {
  let message: string | null = null;
  try {
    // One retry and a short timeout: the person is waiting for the answer.
    await cipherOf(ctx.config);
    const { client } = await vendorClientOf(ctx.config, connection, { retries: 1, timeoutMs: 10_000 });
    await client.testConnection();
  } catch (error) {
    if (!(error instanceof VendorError)) throw error;
    message = error.message;
  }
  await ctx.db
    .update(shelterSoftwareConnections)
    .set({ lastTestedAt: ctx.now, lastTestOk: message === null, lastTestMessage: message })
    .where(
      and(
        eq(shelterSoftwareConnections.organizationId, connection.organizationId),
        eq(shelterSoftwareConnections.secret, connection.secret),
      ),
    );
  return (await readConnection(ctx, connection.organizationId))!;
}

export function presentConnection(row: ConnectionRow) {
  return {
    type: CONNECTION_TYPE,
    id: String(row.organizationId),
    attributes: {
      organization_id: row.organizationId,
      vendor: row.vendor,
      site: row.site,
      username: row.username,
      api_key_last4: row.secretLast4,
      location_id: row.locationId,
      last_tested_at: row.lastTestedAt?.toISOString() ?? null,
      last_test_ok: row.lastTestOk,
      last_test_message: row.lastTestMessage,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    },
  };
}
