import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS } from '../../access/types';
import { loadConfig } from '../../config';
import type { DbOrTx } from '../../db/connection';
import { locations, organizations } from '../../db/schema/index';
import type { ResourceContext } from './context';
import { parseQuery } from './query/parse-query';
import { resolveQuery } from './query/resolve-query';
import { defineResource } from './resource';
import { orderOf, selectionOf, selectionSql } from './select-parts';

// The parts only need the database's dialect (db/connection.ts uses snake_case).
const dialect = new PgDialect({ casing: 'snake_case' });
const contextOf = (isAdmin: boolean): ResourceContext => ({
  db: { dialect } as unknown as DbOrTx,
  access: { ...ANONYMOUS, isAdmin },
  now: new Date('2024-05-01T00:00:00Z'),
  config: loadConfig({ NODE_ENV: 'test' }),
});
const admin = contextOf(true);
const member = contextOf(false);

const resource = defineResource({
  type: 'organizations',
  table: organizations,
  scope: () => true,
  attributes: {
    name: { type: 'string', sortable: true },
    locations_count: {
      type: 'integer',
      sortable: true,
      sql: () =>
        sql`(select count(*) from ${locations} where ${locations.organizationId} = ${organizations.id})`,
    },
    // Depends on who asks: must be built for each request.
    admin_view: {
      type: 'boolean',
      sortable: true,
      sql: (ctx) => (ctx.access.isAdmin ? sql`true` : sql`false`),
    },
    since: { type: 'boolean', sql: (ctx) => sql`${organizations.createdAt} < ${ctx.now}` },
  },
});

const planOf = (query: Record<string, string>) => resolveQuery(resource, parseQuery(query)).plan;
const text = (part: SQL) => dialect.sqlToQuery(part).sql;

describe('select parts', () => {
  it('compiles a select list once when nothing in it depends on the request', () => {
    const plan = planOf({ 'fields[organizations]': 'name,locations_count' });
    const first = selectionOf(plan, admin, undefined);
    expect(first.compiled).toBeDefined();
    expect(selectionOf(planOf({ 'fields[organizations]': 'locations_count,name' }), member, undefined)).toBe(
      first,
    );
    expect(first.compiled!.text).toContain('(select count(*) from "locations"');
    expect(first.fields.filter((f) => f.into === 'computed').map((f) => f.key)).toEqual(['locations_count']);
  });

  it('builds a select list per request when a computed attribute reads the context', () => {
    const plan = planOf({ 'fields[organizations]': 'name,admin_view' });
    const forAdmin = selectionOf(plan, admin, undefined);
    const forMember = selectionOf(plan, member, undefined);
    expect(forAdmin.compiled).toBeUndefined();
    expect(text(selectionSql(forAdmin))).toMatch(/, true from "organizations"$/);
    expect(text(selectionSql(forMember))).toMatch(/, false from "organizations"$/);
  });

  it('keeps the rest of such a list compiled: only what reads the context is built per request', () => {
    const plan = planOf({ 'fields[organizations]': 'locations_count,admin_view,name' });
    const selection = selectionOf(plan, member, undefined);
    const [columns, built, from] = selection.pieces;
    expect(columns).toMatch(
      /^select "organizations"\."id", .*, \(select count\(\*\) from "locations" .*\), $/,
    );
    expect(text(built as SQL)).toBe('false');
    expect(from).toBe(' from "organizations"');
    expect(selection.fields.filter((f) => f.into === 'computed').map((f) => f.key)).toEqual([
      'locations_count',
      'admin_view',
    ]);
  });

  it('does not keep a part that binds parameters', () => {
    const plan = planOf({ 'fields[organizations]': 'since' });
    expect(selectionOf(plan, admin, undefined).compiled).toBeUndefined();
  });

  it('compiles an ORDER BY once unless a sorted attribute reads the context', () => {
    const byName = orderOf(planOf({ sort: '-name' }), admin);
    expect(byName.compiled?.text).toBe(
      'lower("organizations"."name") desc, "organizations"."name" desc, "organizations"."id" asc',
    );
    expect(orderOf(planOf({ sort: '-name' }), member)).toBe(byName);
    expect(orderOf(planOf({ sort: 'admin_view' }), admin).compiled).toBeUndefined();
    expect(text(orderOf(planOf({ sort: 'admin_view' }), member).sql)).toBe(
      'false asc, "organizations"."id" asc',
    );
  });
});
