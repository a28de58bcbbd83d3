import { and, eq, gte, ilike, inArray, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import { PgDialect, QueryBuilder } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { anyOf } from '../../db/any-of';
import { animalIntakes, coalitionMemberships, locations, organizations, users } from '../../db/schema/index';
import { compileSql } from './compile-sql';

// The casing the application's databases use (db/connection.ts).
const dialect = new PgDialect({ casing: 'snake_case' });

const sameAsDrizzle = (query: SQL) => {
  const expected = dialect.sqlToQuery(query);
  expect(compileSql(query, dialect)).toEqual({ sql: expected.sql, params: expected.params });
};

describe('compileSql', () => {
  it('compiles scopes as drizzle does', () => {
    sameAsDrizzle(
      and(eq(organizations.id, 7), isNull(organizations.archivedAt), inArray(organizations.id, [1, 2]))!,
    );
    sameAsDrizzle(
      or(
        inArray(organizations.id, [3]),
        sql`${organizations.id} in (select ${coalitionMemberships.organizationId} from ${coalitionMemberships}
          where ${inArray(coalitionMemberships.coalitionId, [4, 5])} and ${coalitionMemberships.status} = 'active')`,
      )!,
    );
    sameAsDrizzle(and(undefined, eq(users.id, 1), sql`true`)!);
    sameAsDrizzle(sql`false`);
  });

  it('compiles filters as drizzle does: encoders, lists, arrays, names, nulls', () => {
    const since = new Date('2024-05-01T10:00:00Z');
    sameAsDrizzle(and(gte(organizations.createdAt, since), eq(organizations.name, 'A "quoted" name'))!);
    sameAsDrizzle(
      sql`lower(${organizations.name}) in (${sql.join([sql`lower(${'a'}::text)`, sql`lower(${'b'}::text)`], sql`, `)})`,
    );
    sameAsDrizzle(or(isNull(organizations.ein), not(or(ilike(organizations.name, '%x\\%%'))!))!);
    sameAsDrizzle(sql`${organizations.animalSpecies} && ${sql.param(['canine', 'feline'])}::text[]`);
    sameAsDrizzle(sql`${locations.usState} in ${['TX', 'OK']}`);
    sameAsDrizzle(sql`${animalIntakes.locationId} = any(${sql.param([1, 2, 3])}::${sql.raw('integer')}[])`);
    sameAsDrizzle(sql`${sql.identifier('locations')}.${sql.identifier('name')} = ${null}`);
    sameAsDrizzle(eq(sql`lower(${organizations.name})`, 'x'));
    sameAsDrizzle(
      sql`${organizations} join ${locations} on ${eq(locations.organizationId, organizations.id)}`,
    );
  });

  it('numbers parameters after the ones before it', () => {
    expect(compileSql(and(eq(organizations.id, 1), eq(organizations.ein, '2'))!, dialect, 2)).toEqual({
      sql: '("organizations"."id" = $3 and "organizations"."ein" = $4)',
      params: [1, '2'],
    });
  });

  it('leaves placeholders, inlined parameters and query builders to drizzle', () => {
    expect(compileSql(eq(organizations.id, sql.placeholder('id')), dialect)).toBeUndefined();
    expect(compileSql(sql`${organizations.id} = ${1}`.inlineParams(), dialect)).toBeUndefined();
    const subquery = new QueryBuilder({ casing: 'snake_case' })
      .select({ id: locations.organizationId })
      .from(locations);
    expect(compileSql(inArray(organizations.id, subquery), dialect)).toBeUndefined();
  });
});

describe('anyOf', () => {
  // A statement with an array PostgreSQL plans afresh on every run; one id (a record's includes) is a scalar.
  it('binds one id as a scalar and many as one array', () => {
    expect(compileSql(anyOf(animalIntakes.locationId, [7]), dialect)).toEqual({
      sql: '"animal_intakes"."location_id" = $1',
      params: [7],
    });
    expect(compileSql(anyOf(animalIntakes.locationId, [7, 8]), dialect)).toEqual({
      sql: '"animal_intakes"."location_id" = any($1::integer[])',
      params: [[7, 8]],
    });
  });
});
