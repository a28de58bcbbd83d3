import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../http/jsonapi/index';
import { userResource } from './resource';

export default async function userRoutes(app: FastifyInstance) {
  registerResource(app, userResource);
}
