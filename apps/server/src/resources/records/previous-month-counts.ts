/**
 * The previous month's ending counts of an animal counts record (000 §3): `previous_ending_animal_count`
 * and `previous_ending_foster_animal_count`, read from the record of the same location and species one
 * month earlier (January reads December of the year before). Null when that month has no record (or only
 * an archived one) or the count is not entered. Read-only: they are computed in the record's own SELECT.
 * The previous record must be of the same organization too, so a reader only ever sees counts of a record
 * their scope already lets them read (a location never changes organization; this keeps it so regardless).
 *
 * Each is a scalar subquery on the previous record's unique key (location, year, month, species): the
 * outer row's values are constants for the probe, so PostgreSQL runs it as one scan of
 * `animal_counts_location_species_month_idx` per record returned (after the sort and limit), inside the
 * same statement: no query per row. The JSON:API layer selects from the resource's table alone, and a
 * subquery is how its computed attributes read another row; a left join would probe the same index.
 */
import { type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { animalCounts } from '../../db/schema/index';
import type { AttributeDefinition } from '../../http/jsonapi/index';

const PREVIOUS = 'previous_month_counts';
const previousTable = alias(animalCounts, PREVIOUS);
// The count columns are generated from the domain's lists, so their names are not in the table's type.
const previous = previousTable as unknown as Record<string, PgColumn> & typeof previousTable;
const current = animalCounts;

/** The previous record's `column`; the month arithmetic stays on the outer row so the key matches the index. */
const previousValue = (column: 'endingAnimalCount' | 'endingFosterAnimalCount'): SQL =>
  sql`(select ${previous[column]} from ${animalCounts} ${sql.identifier(PREVIOUS)}
    where ${previous.locationId} = ${current.locationId}
      and ${previous.yearOfRecord} = case when ${current.monthOfRecord} = 1 then ${current.yearOfRecord} - 1 else ${current.yearOfRecord} end
      and ${previous.monthOfRecord} = case when ${current.monthOfRecord} = 1 then 12 else ${current.monthOfRecord} - 1 end
      and ${previous.species} = ${current.species}
      and ${previous.organizationId} = ${current.organizationId}
      and ${previous.archivedAt} is null)`;

export const PREVIOUS_MONTH_COUNT_ATTRIBUTES: Record<string, AttributeDefinition> = {
  previous_ending_animal_count: { type: 'integer', sql: () => previousValue('endingAnimalCount') },
  previous_ending_foster_animal_count: {
    type: 'integer',
    sql: () => previousValue('endingFosterAnimalCount'),
  },
};
