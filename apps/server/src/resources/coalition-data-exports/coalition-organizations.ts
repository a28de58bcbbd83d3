/**
 * The export form's lookups (002 §7): `POST /organizations/coalition_organization` answers `[{ name, id }]`
 * of the active contributors sharing the data asked for, `POST /organizations/coalition_organization_types`
 * the organization types among them. Plain bodies (as the spec sends them) or JSON:API ones.
 */
import type { FastifyInstance } from 'fastify';
import { requireCoalitionData } from './coalition-access';
import { listContributors, listContributorTypes } from './contributors';
import { parseCoalitionOrganizations, parseCoalitionOrganizationTypes } from './parse-input';

export default async function coalitionOrganizationRoutes(app: FastifyInstance) {
  app.post('/api/v1/organizations/coalition_organization', async (request, reply) => {
    const input = parseCoalitionOrganizations(request.body);
    const { db } = app.deps.database;
    await requireCoalitionData(db, request.access, input.coalitionId);
    const rows = await listContributors(
      db,
      request.access,
      input.coalitionId,
      input.exportFor,
      input.filters,
    );
    return reply.send(rows);
  });

  app.post('/api/v1/organizations/coalition_organization_types', async (request, reply) => {
    const input = parseCoalitionOrganizationTypes(request.body);
    const { db } = app.deps.database;
    await requireCoalitionData(db, request.access, input.coalitionId);
    return reply.send(
      await listContributorTypes(db, request.access, input.coalitionId, input.exportFor, input.filters),
    );
  });
}
