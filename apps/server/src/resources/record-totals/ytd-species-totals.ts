/**
 * Year-to-date totals per species (000 §2-§3) of a location, read through
 * `GET /api/v1/locations/{id}?include=ytd_species_totals&filter[ytd_species_totals.year][eq]=2025
 * &filter[ytd_species_totals.action][eq]=intake_outcome|services`. Summed in SQL by the
 * ytd_species_totals view (migration 0001) from the records that are not archived. Only the organization's
 * members and admins see them (an included relationship outside the scope is empty).
 */
import { inArray } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { defineResource, type RelationshipDefinition, type Resource } from '../../http/jsonapi/index';

/** The view, declared here rather than in db/schema so that drizzle-kit does not try to create a table. */
const ytdSpeciesTotals = pgTable('ytd_species_totals', {
  id: text('id').notNull(),
  locationId: integer('location_id').notNull(),
  organizationId: integer('organization_id').notNull(),
  year: integer('year').notNull(),
  action: text('action').notNull(),
  species: text('species').notNull(),
  speciesRank: integer('species_rank'),
  totalIntake: integer('total_intake').notNull(),
  totalLiveOutcomes: integer('total_live_outcomes').notNull(),
  totalOtherOutcomes: integer('total_other_outcomes').notNull(),
  totalFieldServices: integer('total_field_services').notNull(),
  totalVeterinaryServices: integer('total_veterinary_services').notNull(),
  totalSupportServices: integer('total_support_services').notNull(),
  totalBehaviorServices: integer('total_behavior_services').notNull(),
});

const ytdSpeciesTotalsResource: Resource = defineResource({
  type: 'ytd_species_totals',
  table: ytdSpeciesTotals,
  attributes: {
    location_id: { type: 'integer', filterable: ['eq'] },
    organization_id: { type: 'integer', filterable: ['eq'] },
    year: { type: 'integer', filterable: ['eq', 'gte', 'lte'] },
    action: { type: 'string', filterable: ['eq'] },
    species: { type: 'string', filterable: ['eq'], sortable: true },
    species_rank: { type: 'integer', sortable: true, readable: false },
    total_intake: { type: 'integer' },
    total_live_outcomes: { type: 'integer' },
    total_other_outcomes: { type: 'integer' },
    total_field_services: { type: 'integer' },
    total_veterinary_services: { type: 'integer' },
    total_support_services: { type: 'integer' },
    total_behavior_services: { type: 'integer' },
  },
  // The species in the order of the domain's species list (canine, feline, rabbit, …).
  defaultSort: ['species_rank'],
  scope: (ctx) =>
    ctx.access.isAdmin ||
    (ctx.access.organizationRoles.size > 0 &&
      inArray(ytdSpeciesTotals.organizationId, [...ctx.access.organizationRoles.keys()])),
});

/** The relationship the locations resource declares as `ytd_species_totals`. */
export const ytdSpeciesTotalsRelationship: RelationshipDefinition = {
  kind: 'has_many',
  resource: () => ytdSpeciesTotalsResource,
  foreignKey: ytdSpeciesTotals.locationId,
};
