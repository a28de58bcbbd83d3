/** Shelter-software events (ShelterLuv, ShelterBuddy) and their mapping to SAC categories. */
import { date, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns';
import { locations, organizations } from './organizations';
import { users } from './users';

/** event_type: intake | outcome */
export const animalEvents = pgTable(
  'animal_events',
  {
    id: id(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    source: text('source').notNull(),
    externalId: text('external_id'),
    eventType: text('event_type').notNull(),
    subtype: text('subtype').notNull().default(''),
    species: text('species'),
    ageGroup: text('age_group'),
    occurredOn: date('occurred_on'),
    ...timestamps(),
  },
  (t) => [
    index('animal_events_organization_idx').on(t.organizationId, t.eventType, t.subtype),
    uniqueIndex('animal_events_external_idx').on(t.organizationId, t.source, t.externalId),
  ],
);

/** The SAC category an organization maps an event type and subtype to (`do_not_include` to drop it). */
export const animalEventMappings = pgTable(
  'animal_event_mappings',
  {
    id: id(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    subtype: text('subtype').notNull().default(''),
    key: text('key'),
    sacCategory: text('sac_category').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('animal_event_mappings_idx').on(t.organizationId, t.eventType, t.subtype)],
);

/** Admin-requested aggregation of vendor data into monthly records. software: shelterluv | shelterbuddy */
export const aggregationRequests = pgTable('aggregation_requests', {
  id: id(),
  software: text('software').notNull(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  month: smallint('month').notNull(),
  year: smallint('year').notNull(),
  status: text('status').notNull().default('queued'),
  requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  errorMessage: text('error_message'),
  completedAt: tstz('completed_at'),
  ...timestamps(),
});
