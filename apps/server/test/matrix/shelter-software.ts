/**
 * Authorization matrix entries for the shelter-software connection (issue 16): the manager's organization's
 * connection (made here) is managed by its organization managers and administrators; its viewer gets a 403,
 * anyone else a 404. The calls run in the order below: the administrator removes it first, so the manager's
 * removal finds none (the connection's own tests show a manager removing one). The API Mapping's event types
 * and their mapping (read from the connection's vendor, before it is removed) have the same callers.
 * Aggregation requests and choices are for administrators; a run is read by its organization's members.
 */
import { aggregationRuns, shelterSoftwareConnections } from '../../src/db/schema/index';
import { credentialCipherFrom } from '../../src/integrations/credential-cipher';
import { type MatrixPart, signedIn } from './entries';

const managers = { anonymous: 401, admin: 200, manager: 200, viewer: 403, coalition: 404, legacy: 404 };
const adminsOnly = { ...signedIn(403), admin: 200 };
const url = (id: number | string | undefined, action = '') =>
  `/api/v1/shelter_software_connections/${id}${action}`;

export const shelterSoftwareMatrix: MatrixPart = {
  entries: {
    'GET /api/v1/shelter_software_connections/:id': {
      expected: managers,
      request: (f) => ({ method: 'GET', url: url(f.organizationId) }),
    },
    'PATCH /api/v1/shelter_software_connections/:id': {
      expected: managers,
      request: (f) => ({
        method: 'PATCH',
        url: url(f.organizationId),
        payload: {
          data: {
            id: String(f.organizationId),
            type: 'shelter_software_connections',
            attributes: { vendor: 'shelterluv', api_key: 'matrix-key-0001' },
          },
        },
      }),
    },
    'POST /api/v1/shelter_software_connections/:id/test': {
      expected: managers,
      request: (f) => ({ method: 'POST', url: url(f.organizationId, '/test') }),
    },
    'GET /api/v1/animal_events': {
      expected: managers,
      request: (f) => ({
        method: 'GET',
        url: `/api/v1/animal_events?filter[org_id][eq]=${f.organizationId}`,
      }),
    },
    'POST /api/v1/animal_events/map_sac_categories': {
      expected: managers,
      request: (f) => ({
        method: 'POST',
        url: '/api/v1/animal_events/map_sac_categories',
        payload: {
          orgId: f.organizationId,
          sacCategoryData: [
            { type: 'Intake.Stray', subtype: null, key: 'Intake.Stray', sacCategory: 'StrayAtLarge' },
          ],
        },
      }),
    },
    // Aggregation: administrators queue and settle runs; an organization's members read its runs.
    'POST /api/v1/shelterluv_aggregations': {
      expected: { ...adminsOnly, admin: 202 },
      request: (f) => ({
        method: 'POST',
        url: '/api/v1/shelterluv_aggregations',
        payload: { orgId: f.organizationId, month: 1, year: 2025 },
      }),
    },
    'POST /api/v1/shelterbuddy_aggregations': {
      // No organization is connected to ShelterBuddy: past the access check, the request is refused.
      expected: { ...adminsOnly, admin: 422 },
      request: () => ({
        method: 'POST',
        url: '/api/v1/shelterbuddy_aggregations',
        payload: { orgId: null, month: 1, year: 2025 },
      }),
    },
    'GET /api/v1/aggregation_runs': {
      expected: signedIn(200),
      request: () => ({ method: 'GET', url: '/api/v1/aggregation_runs' }),
    },
    'GET /api/v1/aggregation_runs/:id': {
      expected: { ...managers, viewer: 200 },
      request: (f) => ({ method: 'GET', url: `/api/v1/aggregation_runs/${f.aggregationRunId}` }),
    },
    'POST /api/v1/aggregation_runs/:id/resolve': {
      expected: { ...adminsOnly, admin: 200 },
      request: (f) => ({
        method: 'POST',
        url: `/api/v1/aggregation_runs/${f.aggregationRunId}/resolve`,
        payload: { choice: 'keep' },
      }),
    },
    'DELETE /api/v1/shelter_software_connections/:id': {
      expected: { ...managers, admin: 204, manager: 404 },
      request: (f) => ({ method: 'DELETE', url: url(f.organizationId) }),
    },
  },
  async fixtures(t, shared) {
    const organizationId = Number(shared.organizationId);
    const cipher = credentialCipherFrom(t.config.credentialsKey!);
    await t.database.db.insert(shelterSoftwareConnections).values({
      organizationId,
      vendor: 'shelterluv',
      secret: cipher.encrypt('matrix-key-0000', `organization:${organizationId}:shelterluv`),
      secretLast4: '0000',
    });
    // A run that waits for an administrator's choice.
    const [run] = await t.database.db
      .insert(aggregationRuns)
      .values({ organizationId, vendor: 'shelterluv', year: 2024, month: 12, status: 'needs_review' })
      .returning({ id: aggregationRuns.id });
    return { aggregationRunId: run!.id };
  },
};
