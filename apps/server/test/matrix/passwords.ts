/** Authorization matrix entries for the password, email-change, invite and development-mailbox endpoints (issue 3). */
import type { MatrixPart } from './entries';

export const passwordsMatrix: MatrixPart = {
  entries: {},
};
