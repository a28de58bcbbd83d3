/**
 * POST /api/v1/resource_archivers (001 §7, 002 §7): "delete" a location, archive a user or close a coalition.
 * Nothing is removed from the database; the location or user gets its archived_at and drops out of every
 * list, the coalition its status closed.
 */
import { ORGANIZATION_RULE_MESSAGES as R } from '@sac/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseAttributes, parsePositiveId, readAttributes } from '../../http/input/attributes';
import { contextFromRequest, inTransaction, sendDocument } from '../../http/jsonapi/index';
import { archiveCoalition } from './archive-coalition';
import { archiveLocation } from './archive-location';
import { archiveUser } from './archive-user';

/** The attributes of the command (camelCase accepted too, as for every command). */
const targetAttributes = z.object({
  resourceType: z
    .unknown()
    .transform((value) => String(value ?? '').toLowerCase())
    .pipe(z.enum(['location', 'user', 'coalition'], R.resourceTypeInvalid)),
  resourceId: z.unknown().transform(parsePositiveId).pipe(z.number('Resource id must be a record id')),
});

export default async function resourceArchiverRoutes(app: FastifyInstance) {
  app.post('/api/v1/resource_archivers', async (request, reply) => {
    const { resourceType: type, resourceId: id } = parseAttributes(
      targetAttributes,
      readAttributes(request.body, 'resource_archivers'),
    );
    const { appUrl } = request.server.deps.config;
    const result = await inTransaction(contextFromRequest(request), (ctx) => {
      if (type === 'location') return archiveLocation(ctx, id, appUrl);
      if (type === 'coalition') return archiveCoalition(ctx, id);
      return archiveUser(ctx, id);
    });
    return sendDocument(reply, { meta: result.meta }, result.status);
  });
}
