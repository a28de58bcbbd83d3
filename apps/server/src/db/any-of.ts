/**
 * `column = any($1::type[])`: one parameter however many values, so a batch never hits the parameter
 * limit. One value is `column = $1`: of an array PostgreSQL cannot know the length when it plans a prepared
 * statement, and it planned such statements afresh on every run for the array it was given (a custom plan:
 * a record's includes, a month saved by hand), which cost more than running them; of a scalar it keeps one
 * plan after the first few runs.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export function anyOf(column: PgColumn, values: readonly unknown[]): SQL {
  if (values.length === 1) return sql`${column} = ${sql.param(values[0], column)}`;
  return sql`${column} = any(${sql.param(values)}::${sql.raw(column.getSQLType())}[])`;
}
