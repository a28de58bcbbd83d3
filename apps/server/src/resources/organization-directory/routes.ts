import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../http/jsonapi/index';
import { organizationDirectoryResource } from './resource';

export default async function organizationDirectoryRoutes(app: FastifyInstance) {
  registerResource(app, organizationDirectoryResource, { path: 'organization_directory' });
}
