import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../http/jsonapi/index';
import { usCountyResource } from './resource';

/** Public: the registration form reads counties before anyone signs in. */
export default async function usCountyRoutes(app: FastifyInstance) {
  registerResource(app, usCountyResource, { config: { index: { public: true }, show: { public: true } } });
}
