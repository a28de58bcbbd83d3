/**
 * An organization's connection to its shelter software (issue 16): which vendor, the credentials encrypted
 * (integrations/credential-cipher.ts; never returned by the API) and the outcome of the last "Test
 * connection". One per organization.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, tstz } from './columns';
import { locations, organizations } from './organizations';
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
    /** The location an aggregation writes the records to; null: the organization's first active location. */
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
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

export type UnmappedEventType = { key: string; events: number };
/** Stored as the API answers it (snake_case keys). */
export type UnknownAnimalType = { animal_type: string; events: number };
/** A count the run would change in a month entered by hand or by CSV: the table, species and field. */
export type AggregationDifference = {
  table: string;
  species: string;
  field: string;
  entered: number | null;
  shelter_software: number | null;
};

/**
 * One aggregation of a month of an organization's shelter-software events into its records (issue 16;
 * 002 §2.14). status: queued → running → completed (records written) | unchanged (they already held these
 * numbers) | blocked (event types not mapped: `unmapped_types`) | needs_review (the month was entered by
 * hand or by CSV and the numbers differ: `differences`; an administrator replaces (`overwrite`, queued
 * again) or keeps them: kept) | failed (`message` says why).
 */
export const aggregationRuns = pgTable(
  'aggregation_runs',
  {
    id: id(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    vendor: text('vendor').notNull(),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    status: text('status').notNull().default('queued'),
    /** Replace a month entered by hand or by CSV: an administrator's choice after a review. */
    overwrite: boolean('overwrite').notNull().default(false),
    requestedById: integer('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The location the records are written to. */
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    eventsPulled: integer('events_pulled'),
    eventsCounted: integer('events_counted'),
    eventsNotCounted: integer('events_not_counted'),
    eventsUnmapped: integer('events_unmapped'),
    recordsWritten: integer('records_written'),
    unmappedTypes: jsonb('unmapped_types').$type<UnmappedEventType[]>().notNull().default([]),
    unknownAnimalTypes: jsonb('unknown_animal_types').$type<UnknownAnimalType[]>().notNull().default([]),
    differences: jsonb('differences').$type<AggregationDifference[]>().notNull().default([]),
    differencesCount: integer('differences_count').notNull().default(0),
    /** Why the beginning and ending counts were not written, when they were not. */
    countsNote: text('counts_note'),
    /** What the run did, in words; why it failed. */
    message: text('message'),
    startedAt: tstz('started_at'),
    finishedAt: tstz('finished_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('aggregation_runs_organization_idx').on(t.organizationId, t.createdAt),
    index('aggregation_runs_vendor_idx').on(t.vendor, t.createdAt),
    check('aggregation_runs_month_range', sql`${t.month} between 1 and 12`),
  ],
);
