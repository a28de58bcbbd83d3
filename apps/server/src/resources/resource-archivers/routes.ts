/**
 * POST /api/v1/resource_archivers (001 §7): "delete" a location or archive a user. Nothing is removed from
 * the database; the record gets its archived_at and drops out of every list.
 */
import { ORGANIZATION_RULE_MESSAGES as R } from '@sac/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest, unprocessable } from '../../http/errors';
import { contextFromRequest, inTransaction } from '../../http/jsonapi/index';
import { archiveLocation } from './archive-location';
import { archiveUser } from './archive-user';

type Target = { type: 'location' | 'user'; id: number };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads `data.attributes` resource_id and resource_type (camelCase accepted too). */
function readTarget(body: unknown): Target {
  const data = isObject(body) ? body.data : undefined;
  if (!isObject(data)) throw badRequest('The request body must be a JSON:API document with a data object.');
  const attributes = isObject(data.attributes) ? data.attributes : {};
  const type = String(attributes.resource_type ?? attributes.resourceType ?? '').toLowerCase();
  const rawId = attributes.resource_id ?? attributes.resourceId;
  const id = typeof rawId === 'number' || typeof rawId === 'string' ? Number(rawId) : Number.NaN;
  const errors = [];
  if (type !== 'location' && type !== 'user')
    errors.push({ field: 'resource_type', detail: R.resourceTypeInvalid });
  if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647) {
    errors.push({ field: 'resource_id', detail: 'Resource id must be a record id' });
  }
  if (errors.length > 0) throw unprocessable(errors);
  return { type: type as Target['type'], id };
}

export default async function resourceArchiverRoutes(app: FastifyInstance) {
  app.post('/api/v1/resource_archivers', async (request, reply) => {
    const target = readTarget(request.body);
    const { appUrl } = request.server.deps.config;
    const result = await inTransaction(contextFromRequest(request), (ctx) =>
      target.type === 'location' ? archiveLocation(ctx, target.id, appUrl) : archiveUser(ctx, target.id),
    );
    return reply.status(result.status).type('application/vnd.api+json').send({ meta: result.meta });
  });
}
