/**
 * POST /api/v1/resource_archivers (001 §7): "delete" a location or archive a user. Nothing is removed from
 * the database; the record gets its archived_at and drops out of every list.
 */
import { ORGANIZATION_RULE_MESSAGES as R } from '@sac/domain';
import type { FastifyInstance } from 'fastify';
import { unprocessable } from '../../http/errors';
import { parsePositiveId, readAttributes } from '../../http/input/attributes';
import { contextFromRequest, inTransaction } from '../../http/jsonapi/index';
import { archiveLocation } from './archive-location';
import { archiveUser } from './archive-user';

type Target = { type: 'location' | 'user'; id: number };

/** Reads `data.attributes` resource_id and resource_type (camelCase accepted too). */
function readTarget(body: unknown): Target {
  const attributes = readAttributes(body, 'resource_archivers');
  const type = String(attributes.resourceType ?? '').toLowerCase();
  const id = parsePositiveId(attributes.resourceId);
  const errors = [];
  if (type !== 'location' && type !== 'user')
    errors.push({ field: 'resource_type', detail: R.resourceTypeInvalid });
  if (id === undefined) errors.push({ field: 'resource_id', detail: 'Resource id must be a record id' });
  if (errors.length > 0) throw unprocessable(errors);
  return { type: type as Target['type'], id: id! };
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
