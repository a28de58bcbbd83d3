/**
 * An organization's connection to its shelter software (issue 16): which vendor, the credentials encrypted
 * (integrations/credential-cipher.ts; never returned by the API) and the outcome of the last "Test
 * connection". One per organization.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, tstz } from './columns';
import { organizations } from './organizations';
import { users } from './users';

export const shelterSoftwareConnections = pgTable(
  'shelter_software_connections',
  {
    organizationId: integer('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** shelterluv | shelterbuddy */
    vendor: text('vendor').notNull(),
    /** ShelterBuddy: the shelter's site name, `{site}` of SHELTERBUDDY_BASE_URL. */
    site: text('site'),
    /** ShelterBuddy: the API user's name. */
    username: text('username'),
    /** The ShelterLuv API key or the ShelterBuddy password, encrypted. */
    secret: text('secret').notNull(),
    /** A ShelterLuv key's last four characters, so that people can tell which key is stored. */
    secretLast4: text('secret_last4'),
    lastTestedAt: tstz('last_tested_at'),
    lastTestOk: boolean('last_test_ok'),
    /** What the last test found wrong, in words (VendorError's message). */
    lastTestMessage: text('last_test_message'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('shelter_software_connections_vendor', sql`${t.vendor} in ('shelterluv', 'shelterbuddy')`)],
);

/**
 * The event types of an organization's shelter software and the SAC category each counts as (001 API
 * Mapping): a row once an organization maps a type, or once an aggregation has seen it. `key` is the domain's
 * `eventKey(type, subtype)`; `sac_category` an intake or outcome category key, `NotCounted`, or null (seen,
 * not mapped yet: an aggregation is blocked until it is).
 */
export const animalEventTypes = pgTable(
  'animal_event_types',
  {
    id: id(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    vendor: text('vendor').notNull(),
    /** intake | outcome */
    direction: text('direction').notNull(),
    eventType: text('event_type').notNull(),
    eventSubtype: text('event_subtype'),
    key: text('key').notNull(),
    sacCategory: text('sac_category'),
    eventsSeen: integer('events_seen').notNull().default(0),
    lastSeenAt: tstz('last_seen_at'),
    mappedAt: tstz('mapped_at'),
    mappedById: integer('mapped_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('animal_event_types_key_idx').on(t.organizationId, t.vendor, t.key)],
);
