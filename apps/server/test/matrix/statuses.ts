/** Authorization matrix entries for the statuses endpoints (issue 4). */
import type { MatrixPart } from './entries';

export const statusesMatrix: MatrixPart = {
  entries: {},
};
