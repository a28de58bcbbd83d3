import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns';
import { organizations } from './organizations';
import { users } from './users';

export const coalitions = pgTable(
  'coalitions',
  {
    id: id(),
    name: text('name').notNull(),
    country: text('country').notNull().default('United States'),
    description: text('description'),
    dataUsed: text('data_used'),
    dataUseAgreement: boolean('data_use_agreement').notNull().default(false),
    dataUseTimestamp: tstz('data_use_timestamp'),
    /** International | National | Multi-State/Multi-Province | Statewide/Provincewide | Community */
    operatingRegionType: text('operating_region_type'),
    operatingRegion: text('operating_region').array().notNull().default(sql`'{}'::text[]`),
    allIntakeOutcomeDataRequest: boolean('all_intake_outcome_data_request').notNull().default(false),
    allCommunityServiceDataRequest: boolean('all_community_service_data_request').notNull().default(false),
    /** draft | active | closed */
    status: text('status').notNull().default('draft'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    archivedAt: tstz('archived_at'),
    ...timestamps(),
  },
  (t) => [
    index('coalitions_name_idx').on(sql`lower(${t.name})`),
    index('coalitions_status_idx').on(t.status),
  ],
);

/** An organization contributing to a coalition, and what it shares. */
export const coalitionMemberships = pgTable(
  'coalition_memberships',
  {
    id: id(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    coalitionId: integer('coalition_id')
      .notNull()
      .references(() => coalitions.id, { onDelete: 'cascade' }),
    /** requested | reminded | active | rejected | invited */
    status: text('status').notNull(),
    /** Organization | Coalition */
    statusActor: text('status_actor').notNull(),
    statusUpdatedAt: tstz('status_updated_at').notNull().defaultNow(),
    remindedAt: tstz('reminded_at'),
    intakeOutcomeDataSharing: boolean('intake_outcome_data_sharing').notNull().default(false),
    communityServiceDataSharing: boolean('community_service_data_sharing').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('coalition_memberships_org_coalition_idx').on(t.organizationId, t.coalitionId),
    index('coalition_memberships_coalition_idx').on(t.coalitionId, t.status),
  ],
);
