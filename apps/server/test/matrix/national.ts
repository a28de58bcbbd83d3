/** Authorization matrix entries for national files (data exports, national data, admin CSVs) (issue 5). */
import type { MatrixPart } from './entries';

export const nationalMatrix: MatrixPart = {
  entries: {},
};
