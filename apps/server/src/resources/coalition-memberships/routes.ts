import type { FastifyInstance } from 'fastify';
import { contextFromRequest, registerResource, sendDocument } from '../../http/jsonapi/index';
import { coalitionMembershipResource } from './resource';
import { updateSharing } from './update-sharing';

export default async function coalitionMembershipRoutes(app: FastifyInstance) {
  registerResource(app, coalitionMembershipResource);
  app.post('/api/v1/coalition_memberships/update_sharing', async (request, reply) =>
    sendDocument(reply, await updateSharing(contextFromRequest(request), request.body, request.query)),
  );
}
