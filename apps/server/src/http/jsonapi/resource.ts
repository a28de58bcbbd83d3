/**
 * `defineResource` turns a declaration into the normalized form the layer reads, and checks it once
 * at start-up so that a typo in a declaration fails loudly instead of becoming a silent 400 later.
 */
import { getTableColumns, getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ZodType } from 'zod';
import type { ResourceContext } from './context';
import type {
  AttributeDefinition,
  AttributeType,
  Awaitable,
  CreateHook,
  DestroyHook,
  ExtraFieldDefinition,
  FilterOperator,
  NamedFilterDefinition,
  RelationshipDefinition,
  ResourceDefinition,
  UpdateHook,
  WriteAction,
} from './types';

export type Row = Record<string, unknown>;

export type Attribute = {
  name: string;
  type: AttributeType;
  /** Set for column attributes, with the key the column has in a selected row. */
  column?: PgColumn;
  columnKey?: string;
  sql?: (ctx: ResourceContext) => SQL;
  sqlKey?: (ctx: ResourceContext) => string;
  readable: boolean;
  readableBy?: (ctx: ResourceContext, row: Record<string, unknown>) => boolean;
  operators: ReadonlySet<FilterOperator>;
  sortable: boolean;
  writable: { create: boolean; update: boolean };
  schema?: ZodType;
  nullable: boolean;
};

export type Relationship = RelationshipDefinition & { name: string };
export type SortKey = { name: string; descending: boolean };

export type Resource = {
  type: string;
  table: PgTable;
  tableName: string;
  /** Table columns by their drizzle key: every read selects them all, so hooks see whole rows. */
  columns: Record<string, PgColumn>;
  idColumn: PgColumn;
  idKey: string;
  /** Includes `id` (filterable and sortable, never rendered as an attribute). */
  attributes: ReadonlyMap<string, Attribute>;
  extraFields: ReadonlyMap<string, ExtraFieldDefinition>;
  filters: ReadonlyMap<string, NamedFilterDefinition>;
  relationships: ReadonlyMap<string, Relationship>;
  defaultSort: SortKey[];
  scope: (ctx: ResourceContext) => Awaitable<SQL | boolean>;
  can?: (ctx: ResourceContext, action: WriteAction, row: Row) => Awaitable<boolean>;
  writes: {
    create?: true | CreateHook<Row>;
    update?: true | UpdateHook<Row>;
    destroy?: true | DestroyHook<Row>;
  };
  meta?: (ctx: ResourceContext, row: Row) => Awaitable<Record<string, unknown> | undefined>;
};

const COMPARISON: readonly FilterOperator[] = ['eq', 'not_eq', 'gt', 'gte', 'lt', 'lte'];
export const OPERATORS_BY_TYPE: Record<AttributeType, readonly FilterOperator[]> = {
  string: [
    'eq',
    'not_eq',
    'eql',
    'not_eql',
    'prefix',
    'not_prefix',
    'suffix',
    'not_suffix',
    'match',
    'not_match',
  ],
  integer: COMPARISON,
  date: COMPARISON,
  datetime: COMPARISON,
  boolean: ['eq'],
  string_array: ['eq', 'not_eq'],
  json: [],
};

export function defineResource<T extends PgTable>(definition: ResourceDefinition<T>): Resource {
  const { type, table } = definition;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keyOf = new Map(Object.entries(columns).map(([key, column]) => [column, key]));
  const fail = (message: string): never => {
    throw new Error(`Resource ${type}: ${message}`);
  };

  const idColumn = definition.idColumn ?? columns.id ?? fail('the table has no id column; set idColumn');
  const idKey = keyOf.get(idColumn) ?? fail('idColumn is not a column of the table');

  const attributes = new Map<string, Attribute>();
  attributes.set('id', {
    ...normalizeAttribute(
      'id',
      {
        type: idColumn.dataType === 'string' ? 'string' : 'integer',
        column: idColumn,
        filterable: true,
        sortable: true,
      },
      idColumn,
      idKey,
      fail,
    ),
    readable: false,
  });
  for (const [name, attribute] of Object.entries(definition.attributes)) {
    if (name === 'id') fail('id is implicit; do not declare it as an attribute');
    if (attribute.sql && (attribute.column || attribute.writable))
      fail(`${name}: a computed attribute is read-only`);
    const column = attribute.sql
      ? undefined
      : (attribute.column ?? Object.values(columns).find((c) => c.name === name));
    if (!attribute.sql && !column) fail(`${name}: no column named ${name}; give column or sql`);
    const key = column
      ? (keyOf.get(column) ?? fail(`${name}: the column is not in table ${getTableName(table)}`))
      : undefined;
    attributes.set(name, normalizeAttribute(name, attribute, column, key, fail));
  }

  const filters = new Map(Object.entries(definition.filters ?? {}));
  for (const name of filters.keys())
    if (attributes.has(name)) fail(`filter ${name} has the name of an attribute`);
  const extraFields = new Map(Object.entries(definition.extraFields ?? {}));
  for (const name of extraFields.keys())
    if (attributes.has(name)) fail(`extra field ${name} has the name of an attribute`);
  const relationships = new Map(
    Object.entries(definition.relationships ?? {}).map(([name, relationship]) => [
      name,
      { ...relationship, name },
    ]),
  );
  for (const name of relationships.keys())
    if (name.includes('.')) fail(`relationship ${name}: no dots in names`);

  const defaultSort = (definition.defaultSort ?? []).map((entry) => {
    const key = parseSortEntry(entry);
    if (!attributes.get(key.name)?.sortable) fail(`defaultSort ${key.name} is not a sortable attribute`);
    return key;
  });

  return {
    type,
    table,
    tableName: getTableName(table),
    columns,
    idColumn,
    idKey,
    attributes,
    extraFields,
    filters,
    relationships,
    defaultSort,
    scope: definition.scope,
    can: definition.can as Resource['can'],
    writes: (definition.writes ?? {}) as Resource['writes'],
    meta: definition.meta as Resource['meta'],
  };
}

export const parseSortEntry = (entry: string): SortKey =>
  entry.startsWith('-') ? { name: entry.slice(1), descending: true } : { name: entry, descending: false };

function normalizeAttribute(
  name: string,
  definition: AttributeDefinition,
  column: PgColumn | undefined,
  columnKey: string | undefined,
  fail: (message: string) => never,
): Attribute {
  const allowed = OPERATORS_BY_TYPE[definition.type];
  const filterable = definition.filterable ?? false;
  const operators = filterable === true ? allowed : filterable === false ? [] : filterable;
  for (const operator of operators) {
    if (!allowed.includes(operator))
      fail(`${name}: operator ${operator} does not apply to ${definition.type}`);
  }
  if (definition.readableBy && (definition.sortable || operators.length > 0)) {
    fail(`${name}: an attribute readable by some only cannot be filterable or sortable`);
  }
  if (definition.sortable && (definition.type === 'json' || definition.type === 'string_array')) {
    fail(`${name}: ${definition.type} attributes cannot be sortable`);
  }
  const writable = definition.writable ?? false;
  return {
    name,
    type: definition.type,
    column,
    columnKey,
    sql: definition.sql,
    sqlKey: definition.sqlKey,
    readable: definition.readable ?? true,
    readableBy: definition.readableBy,
    operators: new Set(operators),
    sortable: definition.sortable ?? false,
    writable: {
      create: writable === true || writable === 'create',
      update: writable === true || writable === 'update',
    },
    schema: definition.schema,
    nullable: column ? !column.notNull : true,
  };
}
