import type { FastifyInstance } from 'fastify';
import { contextFromRequest, readIndex, registerResource, sendDocument } from '../../http/jsonapi/index';
import { takeCurrentPassword } from './change-email';
import { asksForCoalitionManagers, coalitionManagerResource } from './coalition-managers';
import { userResource } from './resource';

export default async function userRoutes(app: FastifyInstance) {
  app.decorateRequest('currentPasswordConfirmed', false);
  app.addHook('preHandler', takeCurrentPassword);
  registerResource(app, userResource, { actions: ['show', 'update'] });
  // A coalition's managers (name and email) are read apart from the users resource: see coalition-managers.ts.
  app.get('/api/v1/users', async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const resource = asksForCoalitionManagers(query) ? coalitionManagerResource : userResource;
    return sendDocument(reply, await readIndex(contextFromRequest(request), resource, query));
  });
}
