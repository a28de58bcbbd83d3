import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../http/jsonapi/index';
import { organizationResource } from './resource';

export default async function organizationRoutes(app: FastifyInstance) {
  registerResource(app, organizationResource);
}
