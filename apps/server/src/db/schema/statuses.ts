/**
 * Month entry statuses, kept current in the same transaction as the records that change them,
 * so that the status of a year for a location, or of every contributor of a coalition, is one indexed read.
 */
import { index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, tstz } from './columns';
import { locations, organizations } from './organizations';
import { users } from './users';

/** action: intake_outcome | services */
export const dataEntryStatuses = pgTable(
  'data_entry_statuses',
  {
    id: id(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    status: text('status').notNull(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('data_entry_statuses_location_month_idx').on(t.locationId, t.action, t.year, t.month),
    index('data_entry_statuses_organization_idx').on(t.organizationId, t.action, t.year),
  ],
);

/** The combined status of all of an organization's locations for a month (coalition status tables). */
export const organizationDataEntryStatuses = pgTable(
  'organization_data_entry_statuses',
  {
    id: id(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    status: text('status').notNull(),
    lastRecordUpdatedAt: tstz('last_record_updated_at'),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organization_data_entry_statuses_idx').on(t.organizationId, t.action, t.year, t.month),
  ],
);

/** One row per data entry of a month (manual save, CSV upload or API). channel: manually | csv | api */
export const entryLogs = pgTable(
  'entry_logs',
  {
    id: id(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    channel: text('channel').notNull(),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('entry_logs_location_idx').on(t.locationId, t.createdAt),
    index('entry_logs_organization_idx').on(t.organizationId, t.createdAt),
  ],
);
