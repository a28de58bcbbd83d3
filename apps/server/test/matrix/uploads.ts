/** Authorization matrix entries for CSV uploads (issue 5). */
import { buildExampleCsv } from '@sac/domain';
import { dataUrl } from '../support/uploads';
import type { MatrixPart } from './entries';

/**
 * Managers of the location's organization and admins upload (201); the viewer and the coalition user, who
 * may read the demo location, may not (403); the legacy manager does not see it (404). The file is a
 * services month of 2015 for the demo location: valid, so the statuses mean something, and far from the
 * months other entries read.
 */
const file = (locationId: number | string) =>
  dataUrl(buildExampleCsv('services', { locationId, year: 2015, month: 1, species: ['canine'] }));

export const uploadsMatrix: MatrixPart = {
  entries: {
    'POST /api/v1/file_imports': {
      expected: { anonymous: 401, admin: 201, manager: 201, viewer: 403, coalition: 403, legacy: 404 },
      request: (f) => ({
        method: 'POST',
        url: '/api/v1/file_imports',
        payload: {
          data: {
            type: 'file_imports',
            attributes: { location_id: f.locationId, file_type: 'services', file: file(f.locationId!) },
          },
        },
      }),
    },
  },
};
