import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../http/jsonapi/index';
import { coalitionResource } from './resource';

export default async function coalitionRoutes(app: FastifyInstance) {
  registerResource(app, coalitionResource);
}
