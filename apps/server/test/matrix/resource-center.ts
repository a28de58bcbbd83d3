/**
 * Authorization matrix entries for the Resource Center (002 §2.15): every signed-in user reads the tutorial
 * videos; only administrators change a video's link.
 */

import type { MatrixPart } from './entries';
import { signedIn } from './entries';

const admins = { anonymous: 401, admin: 200, manager: 403, viewer: 403, coalition: 403, legacy: 403 };

export const resourceCenterMatrix: MatrixPart = {
  entries: {
    'GET /api/v1/tutorial_videos': {
      expected: signedIn(200),
      request: () => ({ method: 'GET', url: '/api/v1/tutorial_videos' }),
    },
    'PATCH /api/v1/tutorial_videos/:index': {
      expected: admins,
      request: () => ({
        method: 'PATCH',
        url: '/api/v1/tutorial_videos/2',
        payload: {
          data: { id: '2', type: 'tutorial_videos', attributes: { url: '/media/csv-upload.webm' } },
        },
      }),
    },
  },
};
