import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../http/jsonapi/index';
import { coalitionMembershipResource } from './resource';

export default async function coalitionMembershipRoutes(app: FastifyInstance) {
  registerResource(app, coalitionMembershipResource);
}
