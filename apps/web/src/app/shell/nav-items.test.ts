import { describe, expect, it } from 'vitest';
import { type DemoRole, demoUser } from '../../test/demo-users';
import { activeNavTarget, navigationFor, navigationNames } from './nav-items';

const names = (role: DemoRole) => navigationNames(navigationFor(demoUser(role)));

describe('navigation visibility (000 §2 Shell)', () => {
  it('admin: Home, Organizations, Users, Aggregation, View Coalitions', () => {
    expect(names('admin')).toEqual(['Home', 'Organizations', 'Users', 'Aggregation', 'View Coalitions']);
  });

  it('organization manager: data entry with Upload CSV links, directory, dashboards, coalitions', () => {
    expect(names('manager')).toEqual([
      'Home',
      'Intake/Outcome Data',
      'Intake/Outcome Upload CSV',
      'Services Data',
      'Services Upload CSV',
      'All Organizations',
      'Dashboards',
      'View Coalitions',
      'My Coalitions',
    ]);
  });

  it('organization viewer: no Upload CSV links', () => {
    expect(names('viewer')).toEqual([
      'Home',
      'Intake/Outcome Data',
      'Services Data',
      'All Organizations',
      'Dashboards',
      'View Coalitions',
      'My Coalitions',
    ]);
  });

  it('coalition-only user: no Home, no data entry, no dashboards', () => {
    expect(names('coalition')).toEqual(['All Organizations', 'View Coalitions', 'My Coalitions']);
  });

  it('user without coalition memberships: no My Coalitions', () => {
    expect(names('legacy')).not.toContain('My Coalitions');
  });

  it('highlights the most specific link', () => {
    const items = navigationFor(demoUser('manager'));
    expect(activeNavTarget(items, '/')).toBe('/');
    expect(activeNavTarget(items, '/data-entry/2024/5')).toBe('/data-entry');
    expect(activeNavTarget(items, '/data-entry/upload')).toBe('/data-entry/upload');
    expect(activeNavTarget(items, '/coalitions/mine')).toBe('/coalitions/mine');
    expect(activeNavTarget(items, '/coalitions/7/detail')).toBe('/coalitions');
    expect(activeNavTarget(items, '/profile')).toBeNull();
  });
});
