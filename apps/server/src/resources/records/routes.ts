/** Reads and saves of the monthly records; creating and removing them is sideposted on the location. */
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../http/jsonapi/index';
import { RECORD_RESOURCES } from './resource';

export default async function recordRoutes(app: FastifyInstance) {
  for (const resource of RECORD_RESOURCES) {
    registerResource(app, resource, { actions: ['index', 'show', 'update'] });
  }
}
