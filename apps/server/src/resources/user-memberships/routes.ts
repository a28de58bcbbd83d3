import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../http/jsonapi/index';
import { userMembershipResource } from './resource';

export default async function userMembershipRoutes(app: FastifyInstance) {
  registerResource(app, userMembershipResource);
}
