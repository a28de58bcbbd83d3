import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../http/jsonapi/index';
import { coalitionListResource, coalitionResource } from './resource';

export default async function coalitionRoutes(app: FastifyInstance) {
  // The list leaves closed coalitions out for non-admins; a closed one still opens by id.
  registerResource(app, coalitionListResource, { actions: ['index'] });
  registerResource(app, coalitionResource, { actions: ['show', 'create', 'update'] });
}
