import { describe, expect, it } from 'vitest';
import { type MemberUser, toMember } from './member-record';

const user = (memberships: MemberUser['userMemberships'], confirmedAt: string | null = null): MemberUser => ({
  id: '7',
  type: 'users',
  fullName: 'Ada Lovelace',
  email: 'ada@example.org',
  title: 'Analyst',
  confirmedAt,
  userMemberships: memberships,
});

const membership = (id: string, resourceType: string, resourceId: number, role: string) => ({
  id,
  type: 'user_memberships',
  userId: 7,
  resourceType,
  resourceId,
  role,
});

describe('toMember', () => {
  it('takes the role of the membership in this organization, not another one', () => {
    const member = toMember(
      user([
        membership('1', 'Coalition', 3, 'coalition_manager'),
        membership('2', 'Organization', 4, 'organization_manager'),
        membership('3', 'Organization', 3, 'organization_viewer'),
      ]),
      '3',
    );
    expect(member.membership?.id).toBe('3');
    expect(member.role).toBe('organization_viewer');
    expect(member.roleLabel).toBe('Viewer');
  });

  it('says Confirmed or Unconfirmed from the confirmation time', () => {
    expect(toMember(user([], '2025-01-01T00:00:00Z'), '3').status).toBe('Confirmed');
    expect(toMember(user([]), '3').status).toBe('Unconfirmed');
  });

  it('has no role when the user is not a member of the organization', () => {
    const member = toMember(user([membership('2', 'Organization', 4, 'organization_manager')]), '3');
    expect(member.membership).toBeNull();
    expect(member.roleLabel).toBe('');
  });
});
