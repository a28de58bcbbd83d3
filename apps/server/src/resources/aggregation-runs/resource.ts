/**
 * Aggregation runs (issue 16; 002 §2.14): each a month of an organization's shelter-software events read into
 * its records by the `aggregate-month` job, with what it read, counted and wrote, what blocked it or what an
 * administrator must choose. Administrators see every run; an organization's members see its own.
 */
import { eq, sql } from 'drizzle-orm';
import { aggregationRunsScope } from '../../access/scopes';
import { aggregationRuns, organizations, users } from '../../db/schema/index';
import { defineResource, type Resource } from '../../http/jsonapi/index';

export const aggregationRunResource: Resource = defineResource({
  type: 'aggregation_runs',
  table: aggregationRuns,
  attributes: {
    org_id: { type: 'integer', filterable: ['eq'], sortable: true, column: aggregationRuns.organizationId },
    org_name: {
      type: 'string',
      sql: () =>
        sql`(select ${organizations.name} from ${organizations} where ${eq(organizations.id, aggregationRuns.organizationId)})`,
    },
    vendor: { type: 'string', filterable: ['eq'] },
    year: { type: 'integer', filterable: true, sortable: true },
    month: { type: 'integer', filterable: true, sortable: true },
    /** queued | running | completed | unchanged | blocked | needs_review | kept | failed */
    status: { type: 'string', filterable: ['eq', 'not_eq'], sortable: true },
    location_id: { type: 'integer' },
    events_pulled: { type: 'integer' },
    events_counted: { type: 'integer' },
    events_not_counted: { type: 'integer' },
    events_unmapped: { type: 'integer' },
    records_written: { type: 'integer' },
    unmapped_types: { type: 'json' },
    unknown_animal_types: { type: 'json' },
    differences: { type: 'json' },
    differences_count: { type: 'integer' },
    counts_note: { type: 'string' },
    message: { type: 'string' },
    overwrite: { type: 'boolean' },
    requested_by_name: {
      type: 'string',
      sql: () =>
        sql`(select ${users.fullName} from ${users} where ${eq(users.id, aggregationRuns.requestedById)})`,
    },
    created_at: { type: 'datetime', filterable: true, sortable: true },
    started_at: { type: 'datetime' },
    finished_at: { type: 'datetime', sortable: true },
  },
  defaultSort: ['-created_at'],
  scope: (ctx) => aggregationRunsScope(ctx.access) ?? true,
});
