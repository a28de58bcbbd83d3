/**
 * Graphiti sideposting: a create or update whose `relationships.<name>.data` entries carry a `method`
 * (create by `temp-id` from `included`, update, destroy, disassociate by `id`). Every write goes through
 * its own resource's checks, hooks and `can`, inside the caller's transaction: one refusal undoes all.
 * A to-one key (belongs_to) is written before its record, to-many children after it.
 */
import { ApiError, notFound } from '../errors';
import type { ResourceInput } from './body';
import { columnKey } from './includes';
import type { Relationship, Resource, Row } from './resource';
import type { Id } from './types';
import {
  createRecord,
  destroyRecord,
  type ImpliedValues,
  loadForWrite,
  loadInScope,
  updateRecord,
  type WriteContext,
} from './write';

type Method = 'create' | 'update' | 'destroy' | 'disassociate';
const METHODS: readonly string[] = ['create', 'update', 'destroy', 'disassociate'];

type Operation = {
  relationship: Relationship;
  related: Resource;
  method: Method;
  id?: string;
  input: ResourceInput;
  /** The relationship entry (`/data/relationships/<name>/data/0`), for errors about the entry itself. */
  pointer: string;
};

/** A record written by the request, with the records sideposted under it, for the response. */
export type Written = { resource: Resource; row: Row; tempId?: string; children: Map<string, Written[]> };

export type Target = { action: 'create' } | { action: 'update'; id: unknown };

const invalid = (detail: string, pointer: string) =>
  new ApiError(400, [{ code: 'bad_request', title: 'Bad Request', detail, source: { pointer } }]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readOperations(resource: Resource, input: ResourceInput, included: ResourceInput[]): Operation[] {
  return Object.entries(input.relationships).flatMap(([name, value]) => {
    const pointer = `${input.pointer}/relationships/${name}`;
    const relationship = resource.relationships.get(name);
    if (!relationship) throw invalid(`Unknown relationship: ${name}.`, pointer);
    if (relationship.kind === 'custom' || relationship.kind === 'many_to_many') {
      throw invalid(`Relationship ${name} cannot be written.`, pointer);
    }
    if (!isObject(value) || !('data' in value)) throw invalid(`${pointer} must have data.`, pointer);
    const related = relationship.resource();
    if (value.data === null && relationship.kind === 'belongs_to') {
      return [
        {
          relationship,
          related,
          method: 'disassociate' as const,
          input: { ...emptyInput(related, pointer) },
          pointer: `${pointer}/data`,
        },
      ];
    }
    const entries = Array.isArray(value.data) ? value.data : [value.data];
    return entries.map((entry, i) => {
      const at = Array.isArray(value.data) ? `${pointer}/data/${i}` : `${pointer}/data`;
      return readOperation(relationship, related, entry, at, included);
    });
  });
}

const emptyInput = (resource: Resource, pointer: string, id?: string): ResourceInput => ({
  type: resource.type,
  id,
  tempId: undefined,
  attributes: {},
  relationships: {},
  pointer,
});

function readOperation(
  relationship: Relationship,
  related: Resource,
  entry: unknown,
  pointer: string,
  included: ResourceInput[],
): Operation {
  if (!isObject(entry)) throw invalid(`${pointer} must be a resource identifier.`, pointer);
  if (entry.type !== related.type)
    throw invalid(`Expected type ${related.type} in ${pointer}.`, `${pointer}/type`);
  const id = typeof entry.id === 'string' || typeof entry.id === 'number' ? String(entry.id) : undefined;
  const method = entry.method ?? (id === undefined ? undefined : 'update');
  if (typeof method !== 'string' || !METHODS.includes(method)) {
    throw invalid(`${pointer}/method must be one of ${METHODS.join(', ')}.`, `${pointer}/method`);
  }
  if (method === 'create') {
    const tempId = entry['temp-id'];
    const input = included.find(
      (candidate) => candidate.type === related.type && candidate.tempId === String(tempId),
    );
    if (!input) throw invalid(`No included ${related.type} record with temp-id ${String(tempId)}.`, pointer);
    return { relationship, related, method, input, pointer };
  }
  if (id === undefined) throw invalid(`${pointer}/id is required for method ${method}.`, `${pointer}/id`);
  const input = included.find((candidate) => candidate.type === related.type && candidate.id === id);
  const usable = method === 'update' && input ? input : emptyInput(related, pointer, id);
  return { relationship, related, method: method as Method, id, input: usable, pointer };
}

/** An update entry with nothing to write: plain linkage (`{ type, id }`), as JSON:API means it. */
const isLinkOnly = (op: Operation) =>
  op.method === 'update' &&
  Object.keys(op.input.attributes).length === 0 &&
  Object.keys(op.input.relationships).length === 0;

/** Writes `input` as `target` and everything sideposted under it. */
export async function persist(
  ctx: WriteContext,
  resource: Resource,
  input: ResourceInput,
  included: ResourceInput[],
  target: Target,
  implied: ImpliedValues = { attributes: {}, values: {} },
): Promise<Written> {
  const operations = readOperations(resource, input, included);
  const own: ImpliedValues = { attributes: { ...implied.attributes }, values: { ...implied.values } };
  const children = new Map<string, Written[]>();
  const afterwards: Array<() => Promise<unknown>> = [];

  for (const op of operations.filter((o) => o.relationship.kind === 'belongs_to')) {
    const { relationship } = op;
    if (relationship.kind !== 'belongs_to') continue;
    const key = columnKey(resource, relationship.foreignKey);
    const attribute = [...resource.attributes.values()].find((a) => a.column === relationship.foreignKey);
    if (!attribute?.writable[target.action]) {
      throw invalid(
        `Relationship ${relationship.name} cannot be written on ${target.action}.`,
        op.input.pointer,
      );
    }
    let relatedId: Id | null = null;
    if (isLinkOnly(op)) {
      // Pointing at an existing record changes only this row: the record just has to be visible.
      const related = await loadInScope(ctx, op.related, op.id);
      relatedId = related[op.related.idKey] as Id;
    } else if (op.method === 'create' || op.method === 'update') {
      const child = await persist(
        ctx,
        op.related,
        op.input,
        included,
        op.method === 'create' ? { action: 'create' } : { action: 'update', id: op.id },
      );
      children.set(relationship.name, [child]);
      relatedId = child.row[op.related.idKey] as Id;
    } else if (op.method === 'destroy') {
      // The key is cleared first, so the related row is no longer referenced when it goes.
      afterwards.push(() => destroyRecord(ctx, op.related, op.id, op.input.pointer));
    }
    own.attributes[attribute.name] = relatedId;
    own.values[key] = relatedId;
  }

  const row =
    target.action === 'create'
      ? await createRecord(ctx, resource, input, own)
      : await updateRecord(ctx, resource, target.id, input, own);
  for (const run of afterwards) await run();

  const parentId = row[resource.idKey] as Id;
  for (const op of operations.filter((o) => o.relationship.kind !== 'belongs_to')) {
    const written = await persistChild(ctx, op, parentId, included);
    if (written) children.set(op.relationship.name, [...(children.get(op.relationship.name) ?? []), written]);
  }
  return { resource, row, tempId: input.tempId, children };
}

/**
 * A to-many entry never moves a record: a record of another parent (another location, another
 * organization) keeps its parent, whose statuses, logs and rules a move would bypass. Refused as a 422
 * on the entry, so the whole request stores nothing.
 */
const cannotMove = (op: Operation) =>
  new ApiError(422, [
    {
      code: 'relationship_cannot_move_record',
      title: 'Validation Error',
      detail: `${op.related.type} ${op.id} belongs to another record: a relationship (${op.relationship.name}) cannot move it here.`,
      source: { pointer: op.pointer },
    },
  ]);

async function persistChild(ctx: WriteContext, op: Operation, parentId: Id, included: ResourceInput[]) {
  const { relationship, related } = op;
  if (relationship.kind !== 'has_many' && relationship.kind !== 'has_one') return undefined;
  const key = columnKey(related, relationship.foreignKey);
  const attribute = [...related.attributes.values()].find((a) => a.column === relationship.foreignKey);
  const link = (value: Id | null): ImpliedValues => ({
    attributes: attribute ? { [attribute.name]: value } : {},
    values: { [key]: value },
  });
  if (op.method === 'create')
    return persist(ctx, related, op.input, included, { action: 'create' }, link(parentId));
  // Every other method only applies to a record that already belongs to this parent.
  const current = await loadForWrite(ctx, related, op.id);
  const belongs = String(current[key]) === String(parentId);
  if (op.method === 'update') {
    if (!belongs) throw cannotMove(op);
    // Plain linkage of one's own child changes nothing: nothing to write, check or log.
    if (isLinkOnly(op)) return undefined;
    // The key is the parent already: it is not written again, and an equal one sent in `included` is accepted.
    const unchanged: ImpliedValues = { attributes: link(parentId).attributes, values: {} };
    return persist(ctx, related, op.input, included, { action: 'update', id: op.id }, unchanged);
  }
  if (!belongs) {
    throw notFound(`${related.type} ${op.id} is not related to this record through ${relationship.name}.`);
  }
  if (op.method === 'destroy') await destroyRecord(ctx, related, op.id, op.input.pointer);
  else if (relationship.foreignKey.notNull) {
    throw invalid(
      `${related.type} ${op.id} cannot be disassociated: it must belong to a record.`,
      op.input.pointer,
    );
  } else await updateRecord(ctx, related, op.id, op.input, link(null));
  return undefined;
}
