/**
 * The computed attributes and filters an organization has both in the organizations resource and in
 * the All Organizations directory: summaries of its live (not archived) locations, and the search by
 * name, EIN or business number.
 */
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { locations, organizations } from '../../db/schema/index';
import type { AttributeDefinition, NamedFilterDefinition } from '../../http/jsonapi/index';
import { containsText, searchText } from '../search';

const liveLocations = and(eq(locations.organizationId, organizations.id), isNull(locations.archivedAt));
const digits = (text: string) => text.replace(/\D/g, '');

/** The distinct non-null values of a location column over the organization's live locations, sorted. */
const distinctLocationValues = (column: PgColumn) =>
  sql`(select coalesce(array_agg(distinct ${column} order by ${column}), '{}')
    from ${locations} where ${liveLocations} and ${column} is not null)`;

/** Whether one of the organization's live locations meets the condition. */
export const hasLiveLocation = (condition: SQL) =>
  sql`exists (select 1 from ${locations} where ${liveLocations} and (${condition}))`;

export const locationsCount: AttributeDefinition = {
  type: 'integer',
  sql: () => sql`(select count(*)::int from ${locations} where ${liveLocations})`,
};

export const locationsUsStates: AttributeDefinition = {
  type: 'string_array',
  sql: () => distinctLocationValues(locations.usState),
};

export const locationsProvinces: AttributeDefinition = {
  type: 'string_array',
  sql: () => distinctLocationValues(locations.provinceOrTerritory),
};

/** Name, EIN or business number (001 §2 Organizations list). */
export const organizationSearch: NamedFilterDefinition = {
  split: false,
  build: ({ values }) => {
    const text = searchText(values);
    if (text === '') return undefined;
    const number = digits(text);
    return or(
      containsText(text, organizations.name),
      number.length > 0 ? eq(organizations.ein, number) : undefined,
      number.length > 0 ? eq(organizations.businessNumber, number) : undefined,
    );
  },
};
