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
import { isKeyedPart, orderOf, scopeOf, selectionOf, selectionSql } from './select-parts';

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
    // Depends on who asks and on the month only: compiled once per access and month.
    in_month: {
      type: 'boolean',
      sqlKey: (ctx) => String(ctx.now.getUTCMonth()),
      sql: (ctx) => {
        builds += 1;
        return sql`${organizations.id} = ${ctx.access.isAdmin ? 0 : 1} and ${ctx.now.getUTCMonth()} > 0`;
      },
    },
  },
});
let builds = 0;

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

  it('compiles a keyed part once per access and key, with an id shared by equal texts', () => {
    const plan = planOf({ 'fields[organizations]': 'name,in_month' });
    const keyed = (ctx: ResourceContext) => {
      const piece = selectionOf(plan, ctx, undefined).pieces[1];
      if (!piece || !isKeyedPart(piece)) throw new Error('in_month is not a keyed part');
      return piece;
    };
    const part = keyed(member); // the first read of the shape also builds it once, to see what it reads
    builds = 0;
    const first = part.compile(dialect, 0);
    expect(first).toMatchObject({ sql: '"organizations"."id" = $1 and $2 > 0', params: [1, 4] });
    // The same access and month: the same compilation, built once.
    expect(keyed(member).compile(dialect, 0)).toBe(first);
    expect(builds).toBe(1);
    // Numbered after the parameters before it: compiled again.
    expect(keyed(member).compile(dialect, 2)?.sql).toBe('"organizations"."id" = $3 and $4 > 0');
    // Another access whose part reads alike shares the id (and so the statement text); its own values stay its own.
    const other = contextOf(false);
    expect(keyed(other).compile(dialect, 0)?.id).toBe(first!.id);
    const nextMonth = { ...member, now: new Date('2024-06-01T00:00:00Z') };
    expect(keyed(nextMonth).compile(dialect, 0)?.params).toEqual([1, 5]);
    expect(keyed(admin).compile(dialect, 0)?.params).toEqual([0, 4]);
    // Built as drizzle SQL where drizzle compiles the read.
    expect(text(keyed(admin).build())).toBe('"organizations"."id" = $1 and $2 > 0');
  });

  it('builds a scope that reads only who asks once per access, and any other scope per request', async () => {
    let built = 0;
    const byAccess = defineResource({
      type: 'organizations',
      table: organizations,
      scope: (ctx) => {
        built += 1;
        return ctx.access.isAdmin ? true : sql`${organizations.id} in (1)`;
      },
      attributes: { name: { type: 'string' } },
    });
    const first = await scopeOf(byAccess, member);
    expect(await scopeOf(byAccess, member)).toBe(first);
    expect(built).toBe(1);
    expect(await scopeOf(byAccess, contextOf(false))).not.toBe(first);
    expect(await scopeOf(byAccess, admin)).toBe(true);
    expect(built).toBe(3);

    const byTime = defineResource({
      type: 'organizations',
      table: organizations,
      scope: (ctx) => {
        built += 1;
        return sql`${organizations.createdAt} < ${ctx.now}`;
      },
      attributes: { name: { type: 'string' } },
    });
    const later = { ...member, now: new Date('2024-07-01T00:00:00Z') };
    expect((await scopeOf(byTime, member)) as SQL).not.toBe(await scopeOf(byTime, member));
    const params = dialect.sqlToQuery((await scopeOf(byTime, later)) as SQL).params;
    expect(params).toEqual([later.now]);
    expect(built).toBe(6);
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
