/** The JSON:API layer in Graphiti conventions: declare a resource once, register its routes. See README.md. */
export { readDocument } from './body';
export { contextFromRequest, type ResourceContext, withDb } from './context';
export { translateDatabaseError } from './db-errors';
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './query/parse-query';
export { findRecord, parseId, readIndex, readShow } from './read';
export { defineResource, type Resource, type Row } from './resource';
export { type RouteAction, type RouteOptions, registerResource, sendDocument } from './routes';
export type { JsonApiDocument, ResourceObject } from './serializer';
export type {
  AttributeDefinition,
  AttributeType,
  ColumnValues,
  CreateHook,
  DestroyHook,
  ExtraFieldDefinition,
  FilterOperator,
  Id,
  NamedFilterDefinition,
  RelationshipDefinition,
  ResourceDefinition,
  UpdateHook,
  WriteAction,
} from './types';
export {
  createRecord,
  destroyRecord,
  inTransaction,
  loadForWrite,
  updateRecord,
  type WriteContext,
} from './write';
export { handleCreate, handleDestroy, handleUpdate } from './write-handlers';
