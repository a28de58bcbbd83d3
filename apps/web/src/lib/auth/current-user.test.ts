import { describe, expect, it } from 'vitest';
import { demoUser } from '../../test/demo-users';
import { canManageOrganization, canViewOrganization, coalitionRole, isContributorOf } from './current-user';

describe('current user flags (000 §3)', () => {
  it('admin: isAdmin and treated as organization admin, without an organization', () => {
    const user = demoUser('admin');
    expect(user).toMatchObject({
      isAdmin: true,
      isOrgAdmin: true,
      isDataPortalUser: false,
      isCoalitionOnly: false,
    });
    expect(user.organization).toBeNull();
  });

  it('organization manager: organization, locations, primary location, contributions', () => {
    const user = demoUser('manager');
    expect(user).toMatchObject({
      isAdmin: false,
      isOrgAdmin: true,
      isDataPortalUser: true,
      isCoalitionOnly: false,
      isLegacy: false,
    });
    expect(user.organization).toMatchObject({
      id: '10',
      name: 'Riverbend Animal Shelter',
      status: 'confirmed',
    });
    expect(user.locations.map((l) => l.id)).toEqual(['50', '51']);
    expect(user.primaryLocation?.id).toBe('50');
    expect(user.locationId).toBe('50');
    expect(user.coalitionIds).toEqual(['7']);
    expect(isContributorOf(user, '7')).toBe(true);
    expect(isContributorOf(user, '8')).toBe(false);
  });

  it('organization viewer: an organization but not an organization admin', () => {
    expect(demoUser('viewer')).toMatchObject({
      isOrgAdmin: false,
      isDataPortalUser: true,
      isCoalitionOnly: false,
    });
  });

  it('coalition-only user: no organization, a coalition role once the agreement is accepted', () => {
    const user = demoUser('coalition');
    expect(user).toMatchObject({
      isAdmin: false,
      isOrgAdmin: false,
      isDataPortalUser: false,
      isCoalitionOnly: true,
    });
    expect(coalitionRole(user, '7')).toBe('coalition_manager');
    expect(coalitionRole(user, '8')).toBeNull();
    const withoutAgreement = {
      ...user,
      coalitionMemberships: user.coalitionMemberships.map((m) => ({ ...m, dataUseAgreement: false })),
    };
    expect(coalitionRole(withoutAgreement, '7')).toBeNull();
  });

  it('legacy organization user: the organization is imported', () => {
    expect(demoUser('legacy')).toMatchObject({ isLegacy: true, isDataPortalUser: true });
  });

  it('organization access: admins everywhere, members in their own organization', () => {
    expect(canViewOrganization(demoUser('admin'), '99')).toBe(true);
    expect(canViewOrganization(demoUser('viewer'), '10')).toBe(true);
    expect(canViewOrganization(demoUser('viewer'), '99')).toBe(false);
    expect(canManageOrganization(demoUser('viewer'), '10')).toBe(false);
    expect(canManageOrganization(demoUser('manager'), '10')).toBe(true);
    expect(canManageOrganization(demoUser('manager'), '99')).toBe(false);
  });
});
