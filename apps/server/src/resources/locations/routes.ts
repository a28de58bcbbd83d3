import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../http/jsonapi/index';
import { locationResource } from './resource';

export default async function locationRoutes(app: FastifyInstance) {
  registerResource(app, locationResource);
}
