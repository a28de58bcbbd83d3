/** A user as the directory and the user screens read it (001 §3 User). */
import { confirmationStatusLabel } from '@sac/domain';
import type { Resource } from '../../../lib/api/jsonapi';

export type UserRecord = Resource & {
  fullName: string;
  email: string;
  title: string | null;
  unconfirmedEmail: string | null;
  confirmedAt: string | null;
  systemAdmin: boolean;
  archivedAt: string | null;
  createdAt?: string;
};

export const confirmationStatusOf = (user: Pick<UserRecord, 'confirmedAt'>) =>
  confirmationStatusLabel(user.confirmedAt);
