/** Authorization matrix entries for CSV uploads (issue 5). */
import type { MatrixPart } from './entries';

export const uploadsMatrix: MatrixPart = {
  entries: {},
};
