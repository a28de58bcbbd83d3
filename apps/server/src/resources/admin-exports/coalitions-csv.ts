/**
 * Every coalition: its region, data requests and agreement, and its contributors counted by state
 * (active, pending: requested, reminded or invited) and by the data they share, and its members.
 */
import { asc, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { coalitionMemberships, coalitions, userMemberships } from '../../db/schema/index';
import { type AdminCsv, columnsOf } from './admin-csv';

// `${coalitions}.id`: drizzle leaves a column of a one-table select unqualified (a bare `id` would be ambiguous).
const contributors = (condition: string) =>
  sql<number>`(select count(*)::int from ${coalitionMemberships} cm
    where cm.coalition_id = ${coalitions}.id and ${sql.raw(condition)})`;

const selection = {
  id: coalitions.id,
  name: coalitions.name,
  status: coalitions.status,
  country: coalitions.country,
  operating_region_type: coalitions.operatingRegionType,
  operating_region: coalitions.operatingRegion,
  description: coalitions.description,
  data_used: coalitions.dataUsed,
  data_use_agreement: coalitions.dataUseAgreement,
  all_intake_outcome_data_request: coalitions.allIntakeOutcomeDataRequest,
  all_community_service_data_request: coalitions.allCommunityServiceDataRequest,
  active_contributors_count: contributors(`cm.status = 'active'`),
  pending_contributors_count: contributors(`cm.status in ('requested', 'reminded', 'invited')`),
  intake_outcome_sharing_count: contributors(`cm.status = 'active' and cm.intake_outcome_data_sharing`),
  community_service_sharing_count: contributors(`cm.status = 'active' and cm.community_service_data_sharing`),
  members_count: sql<number>`(select count(*)::int from ${userMemberships} m
    where m.coalition_id = ${coalitions}.id)`,
  created_by_user_id: coalitions.createdByUserId,
  created_at: coalitions.createdAt,
  updated_at: coalitions.updatedAt,
  archived_at: coalitions.archivedAt,
};

type CoalitionCsvRow = Awaited<ReturnType<typeof readBatch>>[number];

function readBatch(db: Db, afterId: number, limit: number) {
  return db
    .select(selection)
    .from(coalitions)
    .where(gt(coalitions.id, afterId))
    .orderBy(asc(coalitions.id))
    .limit(limit);
}

export const coalitionsCsv: AdminCsv<CoalitionCsvRow> = {
  columns: columnsOf<CoalitionCsvRow>(Object.keys(selection) as (keyof CoalitionCsvRow & string)[]),
  readBatch,
};
