/** Authorization matrix entries for the organizations endpoints (issue 3). */
import type { MatrixPart } from './entries';

export const organizationsMatrix: MatrixPart = {
  entries: {},
};
