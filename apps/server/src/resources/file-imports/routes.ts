/** Routes of file-imports (issue 5, docs/api-files.md). */
import type { FastifyInstance } from 'fastify';

export default async function fileImportRoutes(_app: FastifyInstance) {}
