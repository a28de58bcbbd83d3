/**
 * Month entry statuses, kept current in the same transaction as the records that change them,
 * so that the status of a year for a location, or of every contributor of a coalition, is one indexed read.
 */
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

/**
 * The Comparison dashboard's read model (issue 15): per organization and month, the sums of its intake and
 * outcome records (not archived) that peers are compared on, and whether its intake/outcome entry is complete.
 * Kept current in the writer's transaction with the statuses (month-statuses/organization-month-sums.ts), so
 * that a peer group of 500 over ten years is 60,000 narrow rows instead of ~400,000 records.
 */
export const organizationMonthSums = pgTable(
  'organization_month_sums',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    /** Its intake records of the month: none means no intake reported. */
    intakeRecords: integer('intake_records').notNull().default(0),
    totalLiveIntakeCount: bigint('total_live_intake_count', { mode: 'number' }).notNull().default(0),
    totalStrayAtLargeCount: bigint('total_stray_at_large_count', { mode: 'number' }).notNull().default(0),
    totalRelinquishedByOwnerCount: bigint('total_relinquished_by_owner_count', { mode: 'number' })
      .notNull()
      .default(0),
    totalOwnerIntendedEuthanasiaCount: bigint('total_owner_intended_euthanasia_count', { mode: 'number' })
      .notNull()
      .default(0),
    totalTransferredInstateInFromAgencyCount: bigint('total_transferred_instate_in_from_agency_count', {
      mode: 'number',
    })
      .notNull()
      .default(0),
    totalTransferredOutOfStateInFromAgencyCount: bigint(
      'total_transferred_out_of_state_in_from_agency_count',
      { mode: 'number' },
    )
      .notNull()
      .default(0),
    totalTransferredInternationallyInFromAgencyCount: bigint(
      'total_transferred_internationally_in_from_agency_count',
      { mode: 'number' },
    )
      .notNull()
      .default(0),
    totalLegacyTransferredInFromAgencyCount: bigint('total_legacy_transferred_in_from_agency_count', {
      mode: 'number',
    })
      .notNull()
      .default(0),
    totalSeizedOrImpoundedCount: bigint('total_seized_or_impounded_count', { mode: 'number' })
      .notNull()
      .default(0),
    totalOtherIntakesCount: bigint('total_other_intakes_count', { mode: 'number' }).notNull().default(0),
    totalOutcomesCount: bigint('total_outcomes_count', { mode: 'number' }).notNull().default(0),
    totalLiveOutcomeCount: bigint('total_live_outcome_count', { mode: 'number' }).notNull().default(0),
    totalReturnedToOwnerCount: bigint('total_returned_to_owner_count', { mode: 'number' })
      .notNull()
      .default(0),
    /** Outcomes transferred to another agency: in-state, out-of-state, international and legacy. */
    transfersOutCount: bigint('transfers_out_count', { mode: 'number' }).notNull().default(0),
    intakeOutcomeComplete: boolean('intake_outcome_complete').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.year, t.month] })],
);
