/**
 * What a resource author writes: the declaration accepted by `defineResource`. The normalized
 * form the layer works with lives in resource.ts.
 */
import type { InferSelectModel, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ZodType } from 'zod';
import type { Tx } from '../../db/connection';
import type { ResourceContext } from './context';
import type { Resource } from './resource';

export type Awaitable<T> = T | Promise<T>;

export type AttributeType = 'string' | 'integer' | 'boolean' | 'date' | 'datetime' | 'string_array' | 'json';

export type FilterOperator =
  | 'eq'
  | 'not_eq'
  | 'eql'
  | 'not_eql'
  | 'prefix'
  | 'not_prefix'
  | 'suffix'
  | 'not_suffix'
  | 'match'
  | 'not_match'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte';

export type WriteAction = 'create' | 'update' | 'destroy';

export type AttributeDefinition = {
  type: AttributeType;
  /** Defaults to the table column whose SQL name is the attribute name. */
  column?: PgColumn;
  /** A computed, read-only attribute (e.g. a correlated count). Selected unless a sparse fieldset leaves it out. */
  sql?: (ctx: ResourceContext) => SQL;
  /**
   * For an `sql` that reads the context: all it depends on besides the requester's access (say, the month
   * of `now`). Requests of one access with equal keys then share one compilation of it (the
   * authentication cache keeps one access per signed-in device), instead of building it for each request.
   */
  sqlKey?: (ctx: ResourceContext) => string;
  /** Default true. */
  readable?: boolean;
  /**
   * Who may read it of which record (e.g. an organization's notes: its members and admins only); for
   * others the attribute is left out of the record's attributes. Such an attribute can be neither
   * filterable nor sortable (a filter or an order would tell its value). Default: whoever reads the record.
   */
  readableBy?: (ctx: ResourceContext, row: Record<string, unknown>) => boolean;
  /** true: every operator of the type; or the allowed operators. Default false. */
  filterable?: boolean | readonly FilterOperator[];
  /** Default false. */
  sortable?: boolean;
  /** Default false (deny by default). */
  writable?: boolean | 'create' | 'update';
  /** Checks (and may transform) a written value after its type is checked; its messages reach the client. */
  schema?: ZodType;
};

export type ExtraFieldDefinition = {
  type: AttributeType;
  sql: (ctx: ResourceContext) => SQL;
};

export type NamedFilterDefinition = {
  /** How the values are converted before `build` sees them. Default 'string'. */
  type?: AttributeType;
  /** Default ['eq']. */
  operators?: readonly FilterOperator[];
  /** Default true: `a,b` means the values a and b. False passes the whole text as one value. */
  split?: boolean;
  /** The condition; undefined means no condition. */
  build: (args: {
    values: unknown[];
    operator: FilterOperator;
    ctx: ResourceContext;
  }) => Awaitable<SQL | undefined>;
};

export type Id = number | string;

type RelatedResource = () => Resource;

export type RelationshipDefinition =
  /** The foreign key is a column of this resource's table. */
  | { kind: 'belongs_to'; resource: RelatedResource; foreignKey: PgColumn }
  /** The foreign key is a column of the related table; `where` narrows the related rows. */
  | {
      kind: 'has_many' | 'has_one';
      resource: RelatedResource;
      foreignKey: PgColumn;
      where?: (ctx: ResourceContext) => SQL;
    }
  /** Linked through a join table: `parentKey` points at this resource's id, `relatedKey` at the related id. */
  | {
      kind: 'many_to_many';
      resource: RelatedResource;
      through: PgTable;
      parentKey: PgColumn;
      relatedKey: PgColumn;
      where?: (ctx: ResourceContext) => SQL;
    }
  /** Anything else: one batched lookup returning (parent id, related id) pairs for all parents at once. */
  | {
      kind: 'custom';
      resource: RelatedResource;
      many: boolean;
      load: (ctx: ResourceContext, parentIds: Id[]) => Promise<Array<{ parentId: Id; relatedId: Id }>>;
    };

/** Column values keyed like the drizzle table (camelCase), as insert/update take them. */
export type ColumnValues = Record<string, unknown>;

export type CreateHook<Row> = (args: {
  tx: Tx;
  ctx: ResourceContext;
  /** Validated attributes by wire name. */
  attributes: Record<string, unknown>;
  /** The same values keyed by table column, ready for insert. */
  values: ColumnValues;
  /** The default insert, for hooks that only add to it. */
  insert: (values: ColumnValues) => Promise<Row>;
}) => Promise<Row>;

export type UpdateHook<Row> = (args: {
  tx: Tx;
  ctx: ResourceContext;
  row: Row;
  attributes: Record<string, unknown>;
  values: ColumnValues;
  update: (values: ColumnValues) => Promise<Row>;
}) => Promise<Row>;

export type DestroyHook<Row> = (args: {
  tx: Tx;
  ctx: ResourceContext;
  row: Row;
  destroy: () => Promise<void>;
}) => Promise<void>;

export type ResourceDefinition<T extends PgTable> = {
  /** The JSON:API type, also the default path segment. */
  type: string;
  table: T;
  /** Default: the table's `id` column. */
  idColumn?: PgColumn;
  attributes: Record<string, AttributeDefinition>;
  extraFields?: Record<string, ExtraFieldDefinition>;
  filters?: Record<string, NamedFilterDefinition>;
  relationships?: Record<string, RelationshipDefinition>;
  /** e.g. ['name', '-created_at']; the id is always the last tie-breaker. */
  defaultSort?: readonly string[];
  /** Limits every read: SQL condition, true for everything, false for nothing. */
  scope: (ctx: ResourceContext) => Awaitable<SQL | boolean>;
  /** Per-record authorization of writes; without it every write is refused. */
  can?: (ctx: ResourceContext, action: WriteAction, row: InferSelectModel<T>) => Awaitable<boolean>;
  /** Writes not listed are refused. `true` uses the plain insert/update/delete. */
  writes?: {
    create?: true | CreateHook<InferSelectModel<T>>;
    update?: true | UpdateHook<InferSelectModel<T>>;
    destroy?: true | DestroyHook<InferSelectModel<T>>;
  };
  /** Per-record `meta` (e.g. allowed actions). */
  meta?: (ctx: ResourceContext, row: InferSelectModel<T>) => Awaitable<Record<string, unknown> | undefined>;
};
