/** Authorization matrix entries for the accounts endpoints (issue 3). */
import type { MatrixPart } from './entries';

export const accountsMatrix: MatrixPart = {
  entries: {},
};
