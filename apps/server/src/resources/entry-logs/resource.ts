/** Data Entry Log (001 §2): one row per month of data entered, by hand, by CSV or through the API. */
import { eq, sql } from 'drizzle-orm';
import { entryLogsScope } from '../../access/scopes';
import { entryLogs, locations } from '../../db/schema/index';
import { defineResource, type Resource } from '../../http/jsonapi/index';
import { locationResource } from '../locations/resource';

export const entryLogResource: Resource = defineResource({
  type: 'entry_logs',
  table: entryLogs,
  attributes: {
    created_at: { type: 'datetime', filterable: true, sortable: true },
    updated_at: { type: 'datetime', filterable: true, sortable: true },
    month: { type: 'integer', filterable: true, sortable: true },
    year: { type: 'integer', filterable: true, sortable: true },
    /** The Data Entry Type: manually | csv | api */
    channel: { type: 'string', filterable: ['eq', 'not_eq'], sortable: true },
    /** intake_outcome | services */
    action: { type: 'string', filterable: ['eq', 'not_eq'] },
    location_id: { type: 'integer', filterable: true, sortable: true },
    organization_id: { type: 'integer', filterable: true },
    location_name: {
      type: 'string',
      sql: () =>
        sql`(select ${locations.name} from ${locations} where ${eq(locations.id, entryLogs.locationId)})`,
    },
  },
  relationships: {
    location: { kind: 'belongs_to', resource: () => locationResource, foreignKey: entryLogs.locationId },
  },
  defaultSort: ['-created_at'],
  scope: (ctx) => entryLogsScope(ctx.access) ?? true,
});
