/**
 * The coalition home's named filters of locations (000 §7, 002 §2.8):
 * `GET /api/v1/locations?include=animal_intakes|animal_services&filter[coalition_data_sharing]=
 * {coalitionId}:intake_outcome_data_sharing|community_service_data_sharing`, with the optional organization
 * filters of the home (filter[us_state], filter[us_county_id], filter[organization_id] are attributes;
 * filter[organization_type] is here). The locations are those of the coalition's active contributors that
 * share that data type, and only for the coalition's users whose role counts (data use agreement accepted)
 * and admins: anyone else gets no locations. The included records still go through their own scope
 * (organizationDataScope), so the privacy rule (002 §6) holds twice.
 */
import { type SQL, sql } from 'drizzle-orm';
import { NOTHING } from '../../access/scopes';
import { coalitionMemberships, locations, organizations } from '../../db/schema/index';
import { badRequest } from '../../http/errors';
import { parsePositiveId } from '../../http/input/attributes';
import type { NamedFilterDefinition, ResourceContext } from '../../http/jsonapi/index';

/** The wire names of the two sharing choices of a membership, and the column each is. */
export const SHARING_COLUMNS = {
  intake_outcome_data_sharing: coalitionMemberships.intakeOutcomeDataSharing,
  community_service_data_sharing: coalitionMemberships.communityServiceDataSharing,
} as const;

export type SharingName = keyof typeof SHARING_COLUMNS;

const PARAMETER = 'filter[coalition_data_sharing]';

/** `{coalitionId}:{sharing}`, or a 400 naming the parameter. */
export function parseCoalitionDataSharing(value: unknown): { coalitionId: number; sharing: SharingName } {
  const text = String(value ?? '');
  const [id, sharing, ...rest] = text.split(':');
  const coalitionId = parsePositiveId((id ?? '').trim());
  if (coalitionId === undefined || rest.length > 0 || !sharing || !(sharing in SHARING_COLUMNS)) {
    throw badRequest(
      `Invalid value "${text.slice(0, 100)}" for ${PARAMETER}: expected {coalitionId}:intake_outcome_data_sharing or {coalitionId}:community_service_data_sharing.`,
      PARAMETER,
    );
  }
  return { coalitionId, sharing: sharing as SharingName };
}

/** Whether the requester may read the coalition's shared data: admins, and its users whose role counts. */
export const readsCoalitionData = (ctx: ResourceContext, coalitionId: number) =>
  ctx.access.isAdmin || ctx.access.coalitionRoles.has(coalitionId);

/** The organizations that actively contribute to the coalition and share that data type. */
export function sharingContributorIds(coalitionId: number, sharing: SharingName): SQL {
  return sql`(select ${coalitionMemberships.organizationId} from ${coalitionMemberships}
    where ${coalitionMemberships.coalitionId} = ${coalitionId} and ${coalitionMemberships.status} = 'active'
      and ${SHARING_COLUMNS[sharing]} = true)`;
}

export const locationCoalitionFilters: Record<string, NamedFilterDefinition> = {
  coalition_data_sharing: {
    split: false,
    build: ({ values, ctx }) => {
      const { coalitionId, sharing } = parseCoalitionDataSharing(values[0]);
      if (!readsCoalitionData(ctx, coalitionId)) return NOTHING;
      return sql`${locations.organizationId} in ${sharingContributorIds(coalitionId, sharing)}`;
    },
  },
  /** The organization's type (one of the domain's ORGANIZATION_TYPES; several, comma-separated, mean any). */
  organization_type: {
    build: ({ values }) =>
      sql`${locations.organizationId} in (select ${organizations.id} from ${organizations}
        where ${organizations.organizationType} in ${values.map(String)})`,
  },
};
