import type { FastifyInstance } from 'fastify';
import { contextFromRequest, readIndex, registerResource, sendDocument } from '../../http/jsonapi/index';
import { takeCurrentPassword } from './change-email';
import { asksForCoalitionManagers, coalitionManagerResource } from './coalition-managers';
import { userResource } from './resource';

/**
 * The Users page of a coalition (002 §7) narrows the included memberships by `resource_id` alone, which an
 * organization's id can equal: with `filter[coalition_id]`, that id is the coalition's.
 */
function withMembershipKind(query: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(query);
  const has = (prefix: string) => keys.some((key) => key.startsWith(prefix));
  if (!has('filter[coalition_id]') || !has('filter[user_memberships.resource_id]')) return query;
  if (has('filter[user_memberships.resource_type]')) return query;
  return { ...query, 'filter[user_memberships.resource_type][eq]': 'Coalition' };
}

export default async function userRoutes(app: FastifyInstance) {
  app.decorateRequest('currentPasswordConfirmed', false);
  app.addHook('preHandler', takeCurrentPassword);
  registerResource(app, userResource, { actions: ['show', 'update'] });
  // A coalition's managers (name and email) are read apart from the users resource: see coalition-managers.ts.
  app.get('/api/v1/users', async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const resource = asksForCoalitionManagers(query) ? coalitionManagerResource : userResource;
    return sendDocument(
      reply,
      await readIndex(contextFromRequest(request), resource, withMembershipKind(query)),
    );
  });
}
