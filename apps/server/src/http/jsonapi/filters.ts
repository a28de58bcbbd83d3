/**
 * SQL for filters, in Graphiti's semantics: several values mean "any of" (and "none of" for negated
 * operators), string `eq` ignores case while `eql` does not, and prefix/suffix/match are
 * case-insensitive LIKE patterns with the user's wildcards escaped. Values are always parameters.
 */
import { and, gt, gte, ilike, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceContext } from './context';
import type { ReadPlan, ResolvedFilter } from './query/resolve-query';
import type { Attribute } from './resource';
import type { FilterOperator } from './types';

/** A column attribute's column, or a computed attribute's expression. */
export const attributeTarget = (attribute: Attribute, ctx: ResourceContext): PgColumn | SQL =>
  attribute.column ?? attribute.sql!(ctx);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const anyOf = (conditions: (SQL | undefined)[]): SQL => or(...conditions) ?? sql`false`;

/** "Not equal" also holds for a missing value, as a reader of `status != closed` expects. */
const noneOf = (target: PgColumn | SQL, conditions: (SQL | undefined)[]): SQL =>
  or(isNull(target), sql`not (${anyOf(conditions)})`)!;

function positive(
  operator: FilterOperator,
  attribute: Attribute,
  column: PgColumn | SQL,
  values: unknown[],
): SQL {
  const strings = values as string[];
  // drizzle's operators take a column or an expression, not the union; at run time a column still
  // binds values through its own encoder (e.g. Date for timestamps).
  const target = column as SQL;
  switch (operator) {
    case 'eq':
      if (attribute.type === 'string') {
        return sql`lower(${target}) in (${sql.join(
          strings.map((v) => sql`lower(${v}::text)`),
          sql`, `,
        )})`;
      }
      if (attribute.type === 'string_array') return sql`${target} && ${sql.param(strings)}::text[]`;
      return inArray(target, values);
    case 'eql':
      return inArray(target, values);
    case 'prefix':
      return anyOf(strings.map((v) => ilike(target, `${escapeLike(v)}%`)));
    case 'suffix':
      return anyOf(strings.map((v) => ilike(target, `%${escapeLike(v)}`)));
    case 'match':
      return anyOf(strings.map((v) => ilike(target, `%${escapeLike(v)}%`)));
    case 'gt':
      return anyOf(values.map((v) => gt(target, v)));
    case 'gte':
      return anyOf(values.map((v) => gte(target, v)));
    case 'lt':
      return anyOf(values.map((v) => lt(target, v)));
    case 'lte':
      return anyOf(values.map((v) => lte(target, v)));
    default:
      throw new Error(`${operator} is not a positive operator`);
  }
}

export function attributeCondition(
  attribute: Attribute,
  operator: FilterOperator,
  values: unknown[],
  ctx: ResourceContext,
): SQL {
  const target = attributeTarget(attribute, ctx);
  if (operator.startsWith('not_')) {
    return noneOf(target, [positive(operator.slice(4) as FilterOperator, attribute, target, values)]);
  }
  return positive(operator, attribute, target, values);
}

export async function filterCondition(
  filter: ResolvedFilter,
  ctx: ResourceContext,
): Promise<SQL | undefined> {
  if (filter.kind === 'named') {
    return filter.filter.build({ values: filter.values, operator: filter.operator, ctx });
  }
  return attributeCondition(filter.attribute, filter.operator, filter.values, ctx);
}

/** Every filter of one plan node, joined with AND. */
export async function planConditions(plan: ReadPlan, ctx: ResourceContext): Promise<SQL | undefined> {
  const conditions = await Promise.all(plan.filters.map((filter) => filterCondition(filter, ctx)));
  return and(...conditions);
}
