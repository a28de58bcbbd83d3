/**
 * Authorization matrix entries for the coalition home (002 §2.8, issue 13): the summed read of the graphs and
 * the spec's locations call with filter[coalition_data_sharing]. The demo coalition's manager (coalition)
 * and admins read its shared data; anyone else is refused the sums and gets no locations from the filter.
 */
import type { MatrixPart } from './entries';
import { signedIn } from './entries';

export const coalitionHomeMatrix: MatrixPart = {
  entries: {
    'GET /api/v1/coalition_record_totals': {
      expected: { anonymous: 401, admin: 200, manager: 403, viewer: 403, coalition: 200, legacy: 403 },
      request: (f) => ({
        method: 'GET',
        url: `/api/v1/coalition_record_totals?filter[coalition_id][eq]=${f.coalitionId}&filter[year][eq]=2024&filter[action][eq]=intake_outcome&filter[us_state][eq]=TX`,
      }),
    },
    'GET /api/v1/locations (coalition_data_sharing)': {
      // Everyone signed in gets a list; it holds locations only for the coalition's users and admins.
      expected: signedIn(200),
      request: (f) => ({
        method: 'GET',
        url: `/api/v1/locations?include=animal_services&filter[coalition_data_sharing]=${f.coalitionId}:community_service_data_sharing&filter[animal_services.year_of_record][eq]=2024&page[size]=1000`,
      }),
    },
  },
};
