import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../http/jsonapi/index';
import { takeCurrentPassword } from './change-email';
import { userResource } from './resource';

export default async function userRoutes(app: FastifyInstance) {
  app.decorateRequest('currentPasswordConfirmed', false);
  app.addHook('preHandler', takeCurrentPassword);
  registerResource(app, userResource);
}
