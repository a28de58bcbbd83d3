/** Authorization matrix entries for issue 13's coalition data views (filled as their routes land). */
import type { MatrixPart } from './entries';

export const coalitionExportsMatrix: MatrixPart = {
  entries: {},
};
