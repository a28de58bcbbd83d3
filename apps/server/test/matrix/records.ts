/** Authorization matrix entries for the records endpoints (issue 4). */
import type { MatrixPart } from './entries';

export const recordsMatrix: MatrixPart = {
  entries: {},
};
