/**
 * The API Mapping of an organization (001; issue 16): the event types of its shelter software — the vendor's
 * common ones (each with a proposed SAC category) and any other an aggregation has seen — with the SAC
 * category each is mapped to; and the mapping saved. The vendor is the one of the organization's connection,
 * else the one its shelter software names. Organization managers and administrators read and map (a viewer
 * 403, anyone else 404).
 */
import {
  COMMON_EVENT_TYPES,
  camelizeKeys,
  directionOf,
  type EventDirection,
  eventKey,
  mappableCategories,
  proposedCategory,
  type ShelterSoftwareVendor,
  vendorOfSoftware,
} from '@sac/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { animalEventTypes, organizations, shelterSoftwareConnections } from '../../db/schema/index';
import { unprocessable } from '../../http/errors';
import { parseAttributes, parsePositiveId } from '../../http/input/attributes';
import type { ResourceContext } from '../../http/jsonapi/index';
import { findManagedOrganization } from '../shelter-software-connections/shelter-software-connections';

export const ANIMAL_EVENT_TYPE = 'animal_events';
const MAX_ENTRIES = 300;

/** The organization's vendor: its connection's, else its shelter software's; null when neither is one. */
async function vendorOf(ctx: ResourceContext, organizationId: number): Promise<ShelterSoftwareVendor | null> {
  const [row] = await ctx.db
    .select({ connected: shelterSoftwareConnections.vendor, software: organizations.shelterSoftware })
    .from(organizations)
    .leftJoin(shelterSoftwareConnections, eq(shelterSoftwareConnections.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId));
  return (row?.connected as ShelterSoftwareVendor | null) ?? vendorOfSoftware(row?.software);
}

export type AnimalEventTypeView = {
  key: string;
  vendor: ShelterSoftwareVendor;
  direction: EventDirection;
  type: string;
  subtype: string | null;
  sacCategory: string | null;
  proposedCategory: string | null;
  eventsSeen: number;
  lastSeenAt: Date | null;
  mappedAt: Date | null;
};

/** Every event type of the organization's vendor: intakes, then outcomes, seen or common, by key. */
export async function listAnimalEventTypes(
  ctx: ResourceContext,
  organizationId: number,
): Promise<AnimalEventTypeView[]> {
  await findManagedOrganization(ctx, organizationId);
  const vendor = await vendorOf(ctx, organizationId);
  return vendor ? readEventTypes(ctx, organizationId, vendor) : [];
}

/** The list of `listAnimalEventTypes`, the access checked and the vendor known. */
async function readEventTypes(
  ctx: ResourceContext,
  organizationId: number,
  vendor: ShelterSoftwareVendor,
): Promise<AnimalEventTypeView[]> {
  const rows = await ctx.db
    .select()
    .from(animalEventTypes)
    .where(and(eq(animalEventTypes.organizationId, organizationId), eq(animalEventTypes.vendor, vendor)))
    .orderBy(asc(animalEventTypes.key));
  const views = new Map<string, AnimalEventTypeView>();
  for (const common of COMMON_EVENT_TYPES[vendor]) {
    const key = eventKey(common.type, common.subtype);
    views.set(key, {
      key,
      vendor,
      direction: directionOf(common.type)!,
      type: common.type,
      subtype: common.subtype,
      sacCategory: null,
      proposedCategory: common.proposed,
      eventsSeen: 0,
      lastSeenAt: null,
      mappedAt: null,
    });
  }
  for (const row of rows) {
    views.set(row.key, {
      key: row.key,
      vendor,
      direction: row.direction as EventDirection,
      type: row.eventType,
      subtype: row.eventSubtype,
      sacCategory: row.sacCategory,
      proposedCategory: proposedCategory(vendor, row.eventType, row.eventSubtype),
      eventsSeen: row.eventsSeen,
      lastSeenAt: row.lastSeenAt,
      mappedAt: row.mappedAt,
    });
  }
  return [...views.values()].sort(
    (a, b) => a.direction.localeCompare(b.direction) || a.key.localeCompare(b.key),
  );
}

export function presentAnimalEventType(organizationId: number, view: AnimalEventTypeView) {
  return {
    type: ANIMAL_EVENT_TYPE,
    id: `${organizationId}:${view.key}`,
    attributes: {
      org_id: organizationId,
      key: view.key,
      vendor: view.vendor,
      direction: view.direction,
      type: view.type,
      subtype: view.subtype,
      sac_category: view.sacCategory,
      proposed_category: view.proposedCategory,
      events_seen: view.eventsSeen,
      last_seen_at: view.lastSeenAt?.toISOString() ?? null,
      mapped_at: view.mappedAt?.toISOString() ?? null,
    },
  };
}

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must have at most ${max} characters`);

const mappingSchema = z.object({
  orgId: z.union([z.number(), z.string()], { error: 'Organization is required' }),
  sacCategoryData: z
    .array(
      z.object({
        type: text('Type', 100),
        subtype: z.string().trim().max(100, 'Subtype must have at most 100 characters').nullish(),
        key: text('Key', 210),
        sacCategory: z.string().max(60).nullable(),
      }),
      { error: 'sacCategoryData must be a list of event types' },
    )
    .min(1, 'Map at least one event type')
    .max(MAX_ENTRIES, `Map at most ${MAX_ENTRIES} event types at once`),
});

/** POST /api/v1/animal_events/map_sac_categories: the mapping, checked entry by entry, saved in one statement. */
export async function mapSacCategories(ctx: ResourceContext, attributes: Record<string, unknown>) {
  // The spec names the fields in camelCase (orgId, sacCategory); a JSON:API client sends snake_case.
  const input = parseAttributes(mappingSchema, camelizeKeys<Record<string, unknown>>(attributes));
  const organizationId = parsePositiveId(input.orgId);
  if (organizationId === undefined)
    throw unprocessable([{ field: 'org_id', detail: 'Organization is required' }]);
  await findManagedOrganization(ctx, organizationId);
  const vendor = await vendorOf(ctx, organizationId);
  if (!vendor) {
    throw unprocessable([
      {
        field: 'org_id',
        detail: 'This organization’s shelter software is neither ShelterLuv nor ShelterBuddy.',
      },
    ]);
  }
  const entries = input.sacCategoryData.map((entry, index) => {
    const where = `Event type ${index + 1} (${entry.type}${entry.subtype ? ` ${entry.subtype}` : ''})`;
    const subtype = entry.subtype || null;
    const direction = directionOf(entry.type);
    const fail = (detail: string) =>
      unprocessable([{ field: 'sac_category_data', detail: `${where}: ${detail}` }]);
    if (!direction) throw fail('its type must be an intake or an outcome.');
    if (entry.key !== eventKey(entry.type, subtype)) {
      throw fail(`its key must be "${eventKey(entry.type, subtype)}".`);
    }
    const allowed = mappableCategories(direction);
    if (entry.sacCategory !== null && !allowed.some((category) => category.key === entry.sacCategory)) {
      throw fail(`"${entry.sacCategory}" is not an ${direction} category.`);
    }
    return { direction, type: entry.type, subtype, key: entry.key, sacCategory: entry.sacCategory };
  });
  const keys = new Set(entries.map((entry) => entry.key));
  if (keys.size !== entries.length) {
    throw unprocessable([{ field: 'sac_category_data', detail: 'Each event type may be mapped once.' }]);
  }
  await ctx.db
    .insert(animalEventTypes)
    .values(
      entries.map((entry) => ({
        organizationId,
        vendor,
        direction: entry.direction,
        eventType: entry.type,
        eventSubtype: entry.subtype,
        key: entry.key,
        sacCategory: entry.sacCategory,
        mappedAt: ctx.now,
        mappedById: ctx.access.user?.id ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: [animalEventTypes.organizationId, animalEventTypes.vendor, animalEventTypes.key],
      set: {
        sacCategory: sql`excluded.sac_category`,
        mappedAt: sql`excluded.mapped_at`,
        mappedById: sql`excluded.mapped_by_id`,
      },
    });
  return { organizationId, types: await readEventTypes(ctx, organizationId, vendor) };
}
