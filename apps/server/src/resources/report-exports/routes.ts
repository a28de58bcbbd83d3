/** Routes of report-exports (issue 5, docs/api-files.md). */
import type { FastifyInstance } from 'fastify';

export default async function reportExportRoutes(_app: FastifyInstance) {}
