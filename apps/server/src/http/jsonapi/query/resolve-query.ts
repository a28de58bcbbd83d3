/**
 * Checks a parsed query against the resources it reaches and turns it into a read plan: one node per
 * included relationship, each with its own filters, sort and fieldsets. Every unknown name is a 400
 * that names it.
 */
import { badRequest } from '../../errors';
import type { Attribute, Relationship, Resource } from '../resource';
import type { FilterOperator, NamedFilterDefinition } from '../types';
import { fromQueryText } from '../values';
import type { FilterParam, IncludeTree, ParsedQuery, SortParam } from './parse-query';
import { splitValues } from './parse-query';

export type ResolvedFilter =
  | { kind: 'attribute'; key: string; attribute: Attribute; operator: FilterOperator; values: unknown[] }
  | {
      kind: 'named';
      key: string;
      filter: NamedFilterDefinition;
      operator: FilterOperator;
      values: unknown[];
    };

export type ResolvedSort = { attribute: Attribute; descending: boolean };

export type ReadPlan = {
  resource: Resource;
  filters: ResolvedFilter[];
  sort: ResolvedSort[];
  /** Sparse fieldset of this type; undefined renders every readable attribute. */
  fields: ReadonlySet<string> | undefined;
  extraFields: ReadonlySet<string>;
  includes: Map<string, { relationship: Relationship; plan: ReadPlan }>;
};

export type ResolvedQuery = { plan: ReadPlan; page: ParsedQuery['page']; stats: ParsedQuery['stats'] };

const quote = (text: string) => JSON.stringify(text.length > 100 ? `${text.slice(0, 100)}…` : text);

export function resolveQuery(resource: Resource, query: ParsedQuery): ResolvedQuery {
  const plan = buildPlan(resource, query.include, query, '');
  checkFieldsets(plan, query);
  for (const filter of query.filters) addFilter(plan, filter);
  for (const sort of query.sort) addSort(plan, sort);
  applyDefaultSorts(plan);
  return { plan, page: query.page, stats: query.stats };
}

/** A plan without includes, filters or sort: renders records of `resource` with the query's fieldsets. */
export function plainPlan(resource: Resource, query: ParsedQuery): ReadPlan {
  return buildPlan(resource, new Map(), query, '');
}

function buildPlan(resource: Resource, include: IncludeTree, query: ParsedQuery, prefix: string): ReadPlan {
  const plan: ReadPlan = {
    resource,
    filters: [],
    sort: [],
    fields: query.fields.has(resource.type) ? new Set(query.fields.get(resource.type)) : undefined,
    extraFields: new Set(query.extraFields.get(resource.type) ?? []),
    includes: new Map(),
  };
  for (const [name, children] of include) {
    const relationship = resource.relationships.get(name);
    if (!relationship) throw badRequest(`Unknown include: ${prefix}${name}.`, 'include');
    const related = buildPlan(relationship.resource(), children, query, `${prefix}${name}.`);
    plan.includes.set(name, { relationship, plan: related });
  }
  return plan;
}

function plansOf(plan: ReadPlan): ReadPlan[] {
  return [plan, ...[...plan.includes.values()].flatMap((include) => plansOf(include.plan))];
}

function checkFieldsets(root: ReadPlan, query: ParsedQuery) {
  const plans = plansOf(root);
  for (const [family, entries] of [
    ['fields', query.fields],
    ['extra_fields', query.extraFields],
  ] as const) {
    for (const [type, names] of entries) {
      const resources = plans.map((p) => p.resource).filter((r) => r.type === type);
      if (resources.length === 0)
        throw badRequest(`Unknown type in ${family}[${type}].`, `${family}[${type}]`);
      for (const name of names) {
        const known = resources.every((r) =>
          family === 'fields'
            ? name === 'id' || r.attributes.get(name)?.readable || r.relationships.has(name)
            : r.extraFields.has(name),
        );
        const what = family === 'fields' ? 'field' : 'extra field';
        if (!known)
          throw badRequest(`Unknown ${what} ${quote(name)} in ${family}[${type}].`, `${family}[${type}]`);
      }
    }
  }
}

/** The resource a dotted path reaches, by declared relationships. */
function resourceAt(resource: Resource, path: string[], unknown: () => Error): Resource {
  return path.reduce((current, name) => {
    const relationship = current.relationships.get(name);
    if (!relationship) throw unknown();
    return relationship.resource();
  }, resource);
}

/** The plan a dotted path points at; undefined when a relationship on the path is not included. */
function planAt(plan: ReadPlan, path: string[]): ReadPlan | undefined {
  return path.reduce<ReadPlan | undefined>((node, name) => node?.includes.get(name)?.plan, plan);
}

function addFilter(root: ReadPlan, param: FilterParam) {
  const unknown = () => badRequest(`Unknown filter: ${param.key}.`, param.key);
  // A filter on a relationship that is not included has nothing to narrow; its names are still checked.
  const resource = resourceAt(root.resource, param.path, unknown);
  const plan = planAt(root, param.path);
  const named = resource.filters.get(param.name);
  const attribute = resource.attributes.get(param.name);
  if (!named && !attribute) throw unknown();
  if (attribute && attribute.operators.size === 0) {
    throw badRequest(`Filtering by ${param.name} is not supported: ${param.key}.`, param.key);
  }
  const operator = (param.operator ?? 'eq') as FilterOperator;
  const operators = named ? new Set(named.operators ?? ['eq']) : attribute!.operators;
  if (!operators.has(operator)) {
    throw badRequest(
      `Unsupported operator ${quote(param.operator ?? 'eq')} in ${param.key} (use ${[...operators].join(', ')}).`,
      param.key,
    );
  }
  const target = named ? { type: named.type ?? 'string' } : attribute!;
  const texts = named?.split === false ? param.texts : param.texts.flatMap(splitValues);
  const values = texts
    .filter((text) => text !== '')
    .map((text) => {
      const converted = fromQueryText(target, text);
      if (!converted.ok) {
        throw badRequest(
          `Invalid value ${quote(text)} for ${param.key}: expected ${converted.expected}.`,
          param.key,
        );
      }
      return converted.value;
    });
  // An empty value (`filter[search]=`) is an unset input on a form, not a condition.
  if (values.length === 0 || !plan) return;
  plan.filters.push(
    named
      ? { kind: 'named', key: param.key, filter: named, operator, values }
      : { kind: 'attribute', key: param.key, attribute: attribute!, operator, values },
  );
}

function addSort(root: ReadPlan, param: SortParam) {
  const dotted = [...param.path, param.name].join('.');
  const unknown = () => badRequest(`Unknown sort: ${dotted}.`, 'sort');
  resourceAt(root.resource, param.path, unknown);
  const plan = planAt(root, param.path);
  if (!plan) throw badRequest(`Sort ${dotted} needs include=${param.path.join('.')}.`, 'sort');
  const attribute = plan.resource.attributes.get(param.name);
  if (!attribute) throw unknown();
  if (!attribute.sortable) throw badRequest(`Sorting by ${dotted} is not supported.`, 'sort');
  plan.sort.push({ attribute, descending: param.descending });
}

function applyDefaultSorts(plan: ReadPlan) {
  const { resource } = plan;
  if (plan.sort.length === 0) {
    plan.sort = resource.defaultSort.map((key) => ({
      attribute: resource.attributes.get(key.name)!,
      descending: key.descending,
    }));
  }
  for (const include of plan.includes.values()) applyDefaultSorts(include.plan);
}
