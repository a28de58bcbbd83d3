/**
 * What the coalition screens read of organizations (002 §7, issue 12): the membership filters of the
 * contributor lists and the invite search, the month statuses of the Data Status tables as included
 * records, and the organization's data status over the latest 12 months (001 §3, §9). Statuses are
 * contributor data: they are read through organizationDataScope (active membership, the data type shared,
 * data use agreement accepted), so a coalition user sees them only where the privacy rule (002 §6) allows.
 */
import { DATA_STATUS_MONTHS } from '@sac/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { organizationDataScope } from '../../access/scopes';
import {
  coalitionMemberships,
  locations,
  organizationDataEntryStatuses,
  organizations,
} from '../../db/schema/index';
import { parsePositiveId } from '../../http/input/attributes';
import {
  type AttributeDefinition,
  defineResource,
  type NamedFilterDefinition,
  type Resource,
  type ResourceContext,
} from '../../http/jsonapi/index';
import { parseQuery, type RawQuery } from '../../http/jsonapi/query/parse-query';
import { hasLiveLocation, organizationSearch } from './organization-fields';

const s = organizationDataEntryStatuses;

/** The ids of the plain `filter[<name>]` of the request's query (the coalition the membership filters are about). */
export function filterIdsOf(ctx: ResourceContext, name: string): number[] {
  const raw = (ctx.request?.query ?? {}) as RawQuery;
  const filters = Object.fromEntries(Object.entries(raw).filter(([key]) => key.startsWith('filter[')));
  let parsed: ReturnType<typeof parseQuery>;
  try {
    parsed = parseQuery(filters);
  } catch {
    return [];
  }
  return parsed.filters
    .filter((f) => f.path.length === 0 && f.name === name && (f.operator ?? 'eq') === 'eq')
    .flatMap((f) => f.texts.flatMap((text) => text.split(',')))
    .map((text) => parsePositiveId(text.trim()))
    .filter((id): id is number => id !== undefined);
}

/** Organizations with a membership in filter[coalition_id]'s coalition (any coalition without it) meeting `condition`. */
function membershipIn(ctx: ResourceContext, condition: SQL): SQL {
  const coalitionIds = filterIdsOf(ctx, 'coalition_id');
  const inCoalition =
    coalitionIds.length > 0 ? sql`${coalitionMemberships.coalitionId} in ${coalitionIds} and ` : sql``;
  return sql`${organizations.id} in (select ${coalitionMemberships.organizationId} from ${coalitionMemberships}
    where ${inCoalition}${condition})`;
}

export const coalitionFilters: Record<string, NamedFilterDefinition> = {
  /** active | requested,reminded,invited | rejected: the status of the membership in filter[coalition_id]'s coalition. */
  coalition_membership_status: {
    build: ({ values, ctx }) => membershipIn(ctx, sql`${coalitionMemberships.status} in ${values}`),
  },
  /** Organization | Coalition: who acted last on the membership in filter[coalition_id]'s coalition. */
  coalition_membership_status_actor: {
    build: ({ values, ctx }) => membershipIn(ctx, sql`${coalitionMemberships.statusActor} in ${values}`),
  },
  /** An active contributor of the coalition. */
  active_coalition: {
    type: 'integer',
    build: ({ values }) =>
      sql`${organizations.id} in (select ${coalitionMemberships.organizationId} from ${coalitionMemberships}
        where ${coalitionMemberships.coalitionId} in ${values} and ${coalitionMemberships.status} = 'active')`,
  },
  /** Organizations the coalition can invite: no membership in it, or only a declined (rejected) one. */
  coalition_membership_by_id_and_status: {
    type: 'integer',
    build: ({ values }) =>
      sql`not exists (select 1 from ${coalitionMemberships}
        where ${coalitionMemberships.organizationId} = ${organizations.id}
          and ${coalitionMemberships.coalitionId} in ${values} and ${coalitionMemberships.status} <> 'rejected')`,
  },
};

/** Every named filter of the organizations lists (the organizations resource and the invite search). */
export const organizationFilters: Record<string, NamedFilterDefinition> = {
  search: organizationSearch,
  locations_us_state: {
    build: ({ values }) => hasLiveLocation(sql`${locations.usState} in ${values}`),
  },
  coalition_id: {
    type: 'integer',
    build: ({ values }) =>
      sql`${organizations.id} in (select ${coalitionMemberships.organizationId} from ${coalitionMemberships}
        where ${coalitionMemberships.coalitionId} in ${values})`,
  },
  ...coalitionFilters,
};

/** Month index (year * 12 + month) of a date, in UTC. */
const monthIndex = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth() + 1;

/**
 * The organization's intake/outcome status over the latest 12 months (the 12 before the current one, by
 * the request's clock): unbegun when none was begun, complete when all 12 are, else incomplete; the
 * combined status of 000 §4. Null where the requester may not see the organization's intake/outcome data.
 */
export const dataStatus: AttributeDefinition = {
  type: 'string',
  // Besides who asks, it reads the month of `now` only.
  sqlKey: (ctx) => String(monthIndex(ctx.now)),
  sql: (ctx) => {
    const last = monthIndex(ctx.now) - 1;
    const first = last - DATA_STATUS_MONTHS + 1;
    const firstYear = Math.floor((first - 1) / 12);
    const lastYear = Math.floor((last - 1) / 12);
    const status = sql`(select case
        when count(*) filter (where ${s.status} <> 'unbegun') = 0 then 'unbegun'
        when count(*) filter (where ${s.status} = 'complete') = ${DATA_STATUS_MONTHS} then 'complete'
        else 'incomplete' end
      from ${s} where ${s.organizationId} = ${organizations.id} and ${s.action} = 'intake_outcome'
        and ${s.year} between ${firstYear} and ${lastYear}
        and ${s.year} * 12 + ${s.month} between ${first} and ${last})`;
    const visible = organizationDataScope(ctx.access, organizations.id, 'intake_outcome');
    return visible === undefined ? status : sql`(case when ${visible} then ${status} end)`;
  },
};

/**
 * The coalition screens' one vocabulary of month statuses (002 §4, the API contract): unbegun, inProgress
 * ('Entry is Incomplete'), completeServicesProvided ('Entry is Complete'), completeNoServicesProvided. The
 * intake/outcome statuses are stored in 000's words (unbegun, incomplete, complete) and read in these.
 */
const coalitionStatus = sql`(case ${s.status} when 'complete' then 'completeServicesProvided'
  when 'incomplete' then 'inProgress' else ${s.status} end)`;

/**
 * In a coalition's list (`filter[active_coalition]` or `filter[coalition_id]`), the statuses of the
 * contributors sharing that kind of data with that coalition only: what a contributor shares with another
 * coalition of the same user is not this coalition's to show (the CSV of the table reads the same way).
 */
function sharedWithListedCoalition(ctx: ResourceContext, action: 'intake_outcome' | 'services') {
  const coalitionIds = [...filterIdsOf(ctx, 'active_coalition'), ...filterIdsOf(ctx, 'coalition_id')];
  if (coalitionIds.length === 0) return undefined;
  const shares =
    action === 'intake_outcome'
      ? coalitionMemberships.intakeOutcomeDataSharing
      : coalitionMemberships.communityServiceDataSharing;
  return sql`${s.organizationId} in (select ${coalitionMemberships.organizationId} from ${coalitionMemberships}
    where ${coalitionMemberships.coalitionId} in ${coalitionIds} and ${coalitionMemberships.status} = 'active'
      and ${shares} = true)`;
}

/** The stored month statuses of one action of organizations, as included records. */
function statusResource(type: string, action: 'intake_outcome' | 'services'): Resource {
  return defineResource({
    type,
    table: s,
    attributes: {
      organization_id: { type: 'integer', filterable: ['eq'] },
      year: { type: 'integer', filterable: true, sortable: true },
      month: { type: 'integer', filterable: true, sortable: true },
      status:
        action === 'intake_outcome'
          ? { type: 'string', filterable: ['eq', 'not_eq'], sql: () => coalitionStatus }
          : { type: 'string', filterable: ['eq', 'not_eq'] },
      updated_at: { type: 'datetime' },
    },
    defaultSort: ['year', 'month'],
    scope: (ctx) =>
      and(
        eq(s.action, action),
        organizationDataScope(ctx.access, s.organizationId, action),
        sharedWithListedCoalition(ctx, action),
      ) ?? true,
  });
}

export const organizationDataEntryStatusResource = statusResource(
  'organization_data_entry_statuses',
  'intake_outcome',
);
export const organizationCommunityDataEntryStatusResource = statusResource(
  'organization_community_data_entry_statuses',
  'services',
);

export const statusRelationships = {
  data_entry_statuses: {
    kind: 'has_many' as const,
    resource: () => organizationDataEntryStatusResource,
    foreignKey: s.organizationId,
    where: () => eq(s.action, 'intake_outcome'),
  },
  community_data_entry_statuses: {
    kind: 'has_many' as const,
    resource: () => organizationCommunityDataEntryStatusResource,
    foreignKey: s.organizationId,
    where: () => eq(s.action, 'services'),
  },
};
