/**
 * Reads a JSON:API request document and checks written attributes. Shape errors are 400/409 and
 * nothing is written; values that do not fit their attribute are 422 with a pointer per attribute.
 */
import { TEXT_LIMITS, textTooLong } from '@sac/domain';
import { ApiError, badRequest, conflict, type ErrorObject, unprocessable } from '../errors';
import type { Attribute, Resource } from './resource';
import type { ColumnValues } from './types';
import { fromJson, toColumnValue } from './values';

/** One resource object of the request: `data` or an `included` entry. */
export type ResourceInput = {
  type: string;
  id: string | undefined;
  tempId: string | undefined;
  attributes: Record<string, unknown>;
  relationships: Record<string, unknown>;
  /** JSON pointer of the object, `/data` or `/included/2`, for error sources. */
  pointer: string;
};

export type RequestDocument = { data: ResourceInput; included: ResourceInput[] };

/** The 400 of a body that is not a JSON:API document (no object, no `data` object). */
export const NOT_A_DOCUMENT = 'The request body must be a JSON:API document with a data object.';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const shapeError = (detail: string, pointer: string) =>
  new ApiError(400, [{ code: 'bad_request', title: 'Bad Request', detail, source: { pointer } }]);

const idText = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

export function readResourceObject(value: unknown, pointer: string): ResourceInput {
  if (!isObject(value)) throw shapeError(`${pointer} must be a resource object.`, pointer);
  if (typeof value.type !== 'string' || value.type === '')
    throw shapeError(`${pointer}/type is required.`, `${pointer}/type`);
  const attributes = value.attributes ?? {};
  const relationships = value.relationships ?? {};
  if (!isObject(attributes))
    throw shapeError(`${pointer}/attributes must be an object.`, `${pointer}/attributes`);
  if (!isObject(relationships))
    throw shapeError(`${pointer}/relationships must be an object.`, `${pointer}/relationships`);
  return {
    type: value.type,
    id: idText(value.id),
    tempId: idText(value['temp-id']),
    attributes,
    relationships,
    pointer,
  };
}

/**
 * The request document of a create (no urlId) or an update of `urlId`. Commands that are not a declared
 * resource (an upload, a report request) read theirs with only their type: `{ type: 'file_imports' }`.
 */
export function readDocument(
  body: unknown,
  resource: Pick<Resource, 'type'>,
  urlId?: string,
): RequestDocument {
  if (!isObject(body) || !isObject(body.data)) {
    throw badRequest(NOT_A_DOCUMENT);
  }
  const data = readResourceObject(body.data, '/data');
  if (data.type !== resource.type)
    throw conflict(`Expected data of type ${resource.type}, got ${data.type}.`);
  if (urlId === undefined && data.id !== undefined) {
    throw shapeError('Client-generated ids are not supported: leave out data.id.', '/data/id');
  }
  if (urlId !== undefined && data.id !== undefined && data.id !== urlId) {
    throw conflict(`data.id ${data.id} does not match the id ${urlId} in the URL.`);
  }
  const included = body.included ?? [];
  if (!Array.isArray(included)) throw shapeError('included must be an array.', '/included');
  return { data, included: included.map((entry, i) => readResourceObject(entry, `/included/${i}`)) };
}

export type CheckedAttributes = { attributes: Record<string, unknown>; values: ColumnValues };

/**
 * Checks written attributes against the resource: unknown or read-only names are 400 (the client
 * sent something this API does not take), values that do not fit are 422 naming the attribute.
 * `implied` names attributes the layer sets itself (a sideposted record's foreign key): skipped.
 */
export function checkAttributes(
  resource: Resource,
  action: 'create' | 'update',
  input: ResourceInput,
  implied: ReadonlySet<string> = new Set(),
): CheckedAttributes {
  const shape: ErrorObject[] = [];
  const invalid: { field: string; detail: string }[] = [];
  const result: CheckedAttributes = { attributes: {}, values: {} };
  for (const [name, raw] of Object.entries(input.attributes)) {
    if (implied.has(name)) continue;
    const pointer = `${input.pointer}/attributes/${name}`;
    const attribute = resource.attributes.get(name);
    if (!attribute || name === 'id') {
      shape.push({
        status: '400',
        code: 'unknown_attribute',
        title: 'Bad Request',
        detail: `Unknown attribute: ${name}.`,
        source: { pointer },
      });
      continue;
    }
    if (!attribute.writable[action] || !attribute.columnKey) {
      const detail = `Attribute ${name} cannot be written on ${action}.`;
      shape.push({
        status: '400',
        code: 'read_only_attribute',
        title: 'Bad Request',
        detail,
        source: { pointer },
      });
      continue;
    }
    const value = checkValue(attribute, name, raw);
    if ('error' in value) invalid.push({ field: pointer, detail: value.error });
    else {
      result.attributes[name] = value.value;
      result.values[attribute.columnKey] = toColumnValue(attribute, value.value);
    }
  }
  if (shape.length > 0) throw new ApiError(400, shape);
  if (invalid.length > 0) throw unprocessable(invalid);
  return result;
}

/**
 * The longest text any attribute takes, whatever its resource declares: the domain's schemas set each
 * field's own (shorter) limit; this bound holds where a field has none, so no text can fill an index row.
 */
export const ATTRIBUTE_TEXT_MAX = TEXT_LIMITS.longText;

function tooLong(attribute: Attribute, raw: unknown): string | undefined {
  const tooLongText = (value: unknown) => typeof value === 'string' && value.length > ATTRIBUTE_TEXT_MAX;
  if (attribute.type === 'string' && tooLongText(raw)) return textTooLong(ATTRIBUTE_TEXT_MAX);
  if (attribute.type === 'string_array' && Array.isArray(raw)) {
    if (raw.length > TEXT_LIMITS.listEntries) return `Must hold at most ${TEXT_LIMITS.listEntries} entries`;
    if (raw.some(tooLongText)) return textTooLong(ATTRIBUTE_TEXT_MAX);
  }
  return undefined;
}

function checkValue(
  attribute: Attribute,
  name: string,
  raw: unknown,
): { value: unknown } | { error: string } {
  if (raw === null || raw === undefined)
    return attribute.nullable ? { value: null } : { error: `${name} can't be blank.` };
  const overLimit = tooLong(attribute, raw);
  if (overLimit) return { error: overLimit };
  const converted = fromJson(attribute, raw);
  if (!converted.ok) {
    // A whole number beyond the column's range: the resource's own rule says so in its users' words
    // (a count's largest value, not the column's negative bound); anything else is the type's message.
    const outOfRange = attribute.type === 'integer' && typeof raw === 'number' && Number.isInteger(raw);
    const own = outOfRange ? attribute.schema?.safeParse(raw) : undefined;
    const ownMessage = own && !own.success ? own.error.issues[0]?.message : undefined;
    return { error: ownMessage ?? `${name} must be ${converted.expected}.` };
  }
  if (!attribute.schema) return { value: converted.value };
  const parsed = attribute.schema.safeParse(converted.value);
  return parsed.success
    ? { value: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? `${name} is invalid.` };
}
