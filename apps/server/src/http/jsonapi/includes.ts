/**
 * Loads included relationships level by level: one query per relationship and level for all parents
 * at once (never one per row), sibling relationships side by side, through the related resource's scope
 * and the dotted filters aimed at it.
 */
import { and, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { anyOf } from '../../db/any-of';
import type { ResourceContext } from './context';
import type { ReadPlan } from './query/resolve-query';
import type { Relationship, Resource } from './resource';
import { type LoadedRecord, readCondition, selectRecords } from './select';
import type { Id } from './types';

export async function loadIncludes(
  ctx: ResourceContext,
  plan: ReadPlan,
  records: LoadedRecord[],
): Promise<void> {
  // Sibling relationships load side by side. Each marks its name on the parents before its first await, so
  // the parents' relationships keep the plan's order whichever answer comes first.
  await Promise.all(
    [...plan.includes].map(async ([name, include]) => {
      const children = await loadRelationship(ctx, name, include.relationship, include.plan, records);
      await loadIncludes(ctx, include.plan, children);
    }),
  );
}

export const isToMany = (relationship: Relationship): boolean =>
  relationship.kind === 'has_many' ||
  relationship.kind === 'many_to_many' ||
  (relationship.kind === 'custom' && relationship.many);

export function columnKey(resource: Resource, column: PgColumn): string {
  const entry = Object.entries(resource.columns).find(([, candidate]) => candidate === column);
  if (!entry)
    throw new Error(`Resource ${resource.type}: ${column.name} is not a column of ${resource.tableName}`);
  return entry[0];
}

const unique = <T>(values: T[]): T[] => [...new Map(values.map((v) => [String(v), v])).values()];

async function loadRelationship(
  ctx: ResourceContext,
  name: string,
  relationship: Relationship,
  plan: ReadPlan,
  parents: LoadedRecord[],
): Promise<LoadedRecord[]> {
  const many = isToMany(relationship);
  for (const parent of parents) parent.related.set(name, many ? [] : null);
  const condition = await readCondition(plan, ctx);
  if (condition === false || parents.length === 0) return [];
  const parentIds = unique(parents.map((parent) => parent.id));
  const link = (pairs: Array<[Id, LoadedRecord]>) => {
    const byParent = new Map(parents.map((parent) => [String(parent.id), parent]));
    for (const [parentId, child] of pairs) {
      const parent = byParent.get(String(parentId));
      const current = parent?.related.get(name);
      if (!parent) continue;
      if (Array.isArray(current)) current.push(child);
      else if (current === null) parent.related.set(name, child);
    }
  };
  const byIds = async (ids: unknown[]) =>
    ids.length === 0
      ? []
      : selectRecords(plan, ctx, { where: and(anyOf(plan.resource.idColumn, ids), condition) });

  switch (relationship.kind) {
    case 'belongs_to': {
      const key = columnKey(parents[0]!.resource, relationship.foreignKey);
      const children = await byIds(
        unique(parents.map((p) => p.row[key]).filter((v) => v !== null && v !== undefined)),
      );
      const byId = new Map(children.map((child) => [String(child.id), child]));
      link(
        parents.flatMap((p): Array<[Id, LoadedRecord]> => {
          const child = byId.get(String(p.row[key]));
          return child ? [[p.id, child]] : [];
        }),
      );
      return children;
    }
    case 'has_many':
    case 'has_one': {
      const where = and(anyOf(relationship.foreignKey, parentIds), relationship.where?.(ctx), condition);
      const children = await selectRecords(plan, ctx, { where });
      const key = columnKey(plan.resource, relationship.foreignKey);
      link(children.map((child) => [child.row[key] as Id, child]));
      // has_one keeps the first child per parent (in sort order); the others are not part of the answer.
      if (relationship.kind === 'has_one')
        return parents.flatMap((p) => (p.related.get(name) as LoadedRecord | null) ?? []);
      return children;
    }
    case 'many_to_many': {
      const rows = await selectRecords(plan, ctx, {
        where: and(anyOf(relationship.parentKey, parentIds), relationship.where?.(ctx), condition),
        join: { table: relationship.through, on: eq(relationship.relatedKey, plan.resource.idColumn) },
        links: { parent: relationship.parentKey },
      });
      // A record linked to several parents comes back once per link: keep one instance of it.
      const byId = new Map(rows.map((row) => [String(row.id), row]));
      link(rows.map((row) => [row.links.parent as Id, byId.get(String(row.id))!]));
      return [...byId.values()];
    }
    case 'custom': {
      const pairs = await relationship.load(ctx, parentIds);
      const children = await byIds(unique(pairs.map((pair) => pair.relatedId)));
      const parentsOf = new Map<string, Id[]>();
      for (const { parentId, relatedId } of pairs) {
        parentsOf.set(String(relatedId), [...(parentsOf.get(String(relatedId)) ?? []), parentId]);
      }
      link(
        children.flatMap((child) =>
          (parentsOf.get(String(child.id)) ?? []).map((id): [Id, LoadedRecord] => [id, child]),
        ),
      );
      return children;
    }
  }
}
