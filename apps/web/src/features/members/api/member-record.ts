/** A member of an organization (001 §2 Members): the user and their membership in that organization. */
import { confirmationStatusLabel, roleLabel } from '@sac/domain';
import type { Resource } from '../../../lib/api/jsonapi';

export type MembershipRecord = Resource & {
  userId: number | string;
  resourceType: string;
  resourceId: number | string;
  role: string;
  status?: string;
};

export type MemberUser = Resource & {
  fullName: string;
  email: string;
  title: string | null;
  confirmedAt: string | null;
  userMemberships?: MembershipRecord[];
};

export type Member = {
  userId: string;
  fullName: string;
  email: string;
  title: string | null;
  status: string;
  membership: MembershipRecord | null;
  role: string | null;
  roleLabel: string;
};

export function toMember(user: MemberUser, organizationId: string): Member {
  const membership =
    (user.userMemberships ?? []).find(
      (m) => m.resourceType === 'Organization' && String(m.resourceId) === organizationId,
    ) ?? null;
  return {
    userId: user.id,
    fullName: user.fullName,
    email: user.email,
    title: user.title,
    status: confirmationStatusLabel(user.confirmedAt),
    membership,
    role: membership?.role ?? null,
    roleLabel: membership ? roleLabel(membership.role) : '',
  };
}

export const membersKey = (organizationId: string) => ['organizations', organizationId, 'members'] as const;
