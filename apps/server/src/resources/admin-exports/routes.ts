/** Routes of admin-exports (issue 5, docs/api-files.md). */
import type { FastifyInstance } from 'fastify';

export default async function adminExportRoutes(_app: FastifyInstance) {}
