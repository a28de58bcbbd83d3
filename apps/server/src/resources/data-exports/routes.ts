/** Routes of data-exports (issue 5, docs/api-files.md). */
import type { FastifyInstance } from 'fastify';

export default async function dataExportRoutes(_app: FastifyInstance) {}
