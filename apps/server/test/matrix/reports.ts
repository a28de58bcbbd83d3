/** Authorization matrix entries for report exports (issue 5). */
import type { MatrixPart } from './entries';

export const reportsMatrix: MatrixPart = {
  entries: {},
};
