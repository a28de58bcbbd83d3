import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../lib/auth/current-user';
import { demoUser } from '../../../test/demo-users';
import { tabOfCoalitionPath, visibleCoalitionTabs } from './coalition-tabs';

const labels = (user: CurrentUser, coalitionId = '7') =>
  visibleCoalitionTabs(user, coalitionId).map((t) => t.label);

/** The demo coalition manager of coalition 7 with another role, or without the data use agreement. */
function coalitionUser(role: 'coalition_manager' | 'coalition_viewer', dataUseAgreement = true): CurrentUser {
  const user = demoUser('coalition');
  const memberships = user.coalitionMemberships.map((m) => ({ ...m, role, dataUseAgreement }));
  return { ...user, memberships, coalitionMemberships: memberships };
}

const MEMBER_TABS = ['Home', 'Detail', 'Data Status Table', 'Coalition Analytics', 'Export Data'];
const MANAGER_TABS = [...MEMBER_TABS, 'Active Contrib.', 'Pending Contrib.', 'Declined Contrib.', 'Users'];

describe('coalition tabs (002 §2.3)', () => {
  it('a coalition viewer sees Home, Detail, Data Status Table, Coalition Analytics and Export Data', () => {
    expect(labels(coalitionUser('coalition_viewer'))).toEqual(MEMBER_TABS);
  });

  it('a coalition manager also sees the three contributor lists and Users', () => {
    expect(labels(coalitionUser('coalition_manager'))).toEqual(MANAGER_TABS);
  });

  it('admins also see Settings', () => {
    expect(labels(demoUser('admin'))).toEqual([...MANAGER_TABS, 'Settings']);
  });

  it('a coalition role counts only after the data use agreement is accepted (002 §6)', () => {
    expect(labels(coalitionUser('coalition_manager', false))).toEqual(['Detail']);
  });

  it('in another coalition a coalition user sees Detail only', () => {
    expect(labels(coalitionUser('coalition_manager'), '9')).toEqual(['Detail']);
  });

  it("a contributor's organization manager sees Detail and Sharing Permissions", () => {
    // The demo organization is an active contributor of coalition 7 and has a pending request to 8.
    expect(labels(demoUser('manager'), '7')).toEqual(['Detail', 'Sharing Permissions']);
    expect(labels(demoUser('manager'), '8')).toEqual(['Detail']);
  });

  it("a contributor's organization viewer sees Detail only", () => {
    expect(labels(demoUser('viewer'), '7')).toEqual(['Detail']);
  });

  it('tabs link under the coalition', () => {
    const tabs = visibleCoalitionTabs(demoUser('admin'), '7');
    const path = (label: string) => tabs.find((t) => t.label === label)?.path;
    expect(path('Home')).toBe('/coalitions/7');
    expect(path('Detail')).toBe('/coalitions/7/detail');
    expect(path('Data Status Table')).toBe('/coalitions/7/data-status');
    expect(path('Coalition Analytics')).toBe('/coalitions/7/analytics');
    expect(path('Export Data')).toBe('/coalitions/7/export');
    expect(path('Active Contrib.')).toBe('/coalitions/7/contributors/active');
    expect(path('Pending Contrib.')).toBe('/coalitions/7/contributors/pending');
    expect(path('Declined Contrib.')).toBe('/coalitions/7/contributors/declined');
    expect(path('Users')).toBe('/coalitions/7/users');
    expect(path('Settings')).toBe('/coalitions/7/settings');
    const contributorTabs = visibleCoalitionTabs(demoUser('manager'), '7');
    expect(contributorTabs.find((t) => t.label === 'Sharing Permissions')?.path).toBe(
      '/coalitions/7/sharing-permissions',
    );
  });

  it('each path belongs to its tab; edit to Detail, the invite pages to Pending and Users', () => {
    expect(tabOfCoalitionPath('/coalitions/7', '7')).toBe('home');
    expect(tabOfCoalitionPath('/coalitions/7/', '7')).toBe('home');
    expect(tabOfCoalitionPath('/coalitions/7/detail', '7')).toBe('detail');
    expect(tabOfCoalitionPath('/coalitions/7/edit', '7')).toBe('detail');
    expect(tabOfCoalitionPath('/coalitions/7/data-status', '7')).toBe('data-status');
    expect(tabOfCoalitionPath('/coalitions/7/contributors/active', '7')).toBe('active');
    expect(tabOfCoalitionPath('/coalitions/7/contributors/declined', '7')).toBe('declined');
    expect(tabOfCoalitionPath('/coalitions/7/contributors/pending', '7')).toBe('pending');
    expect(tabOfCoalitionPath('/coalitions/7/contributors/add', '7')).toBe('pending');
    expect(tabOfCoalitionPath('/coalitions/7/users/add', '7')).toBe('users');
    expect(tabOfCoalitionPath('/coalitions/7/settings', '7')).toBe('settings');
    expect(tabOfCoalitionPath('/coalitions/7/sharing-permissions', '7')).toBe('sharing-permissions');
  });
});
