import { describe, expect, it } from 'vitest';
import { demoUser } from '../../test/demo-users';
import { tabOfPath, visibleOrganizationTabs } from './organization-tabs';

const labels = (role: Parameters<typeof demoUser>[0], orgId: string, shelterSoftware: string | null) =>
  visibleOrganizationTabs(demoUser(role), { id: orgId, shelterSoftware }).map((t) => t.label);

describe('organization tabs (001 §2)', () => {
  it('admins see every tab, API Mapping only with ShelterLuv or ShelterBuddy', () => {
    expect(labels('admin', '10', 'ShelterLuv')).toEqual([
      'Details',
      'Locations',
      'Members',
      'Coalitions',
      'Export Data',
      'Data Entry Log',
      'Comparison',
      'Analytics & Forecast',
      'Rehome Dashboard',
      'Community Services Totals',
      'Intake Outcome Totals',
      'Sharing Permissions',
      'API Mapping',
    ]);
    expect(labels('admin', '10', 'Chameleon')).not.toContain('API Mapping');
    expect(labels('admin', '10', 'ShelterBuddy')).toContain('API Mapping');
  });

  it('a manager of the organization sees Details, Locations, Members, Sharing Permissions and API Mapping', () => {
    expect(labels('manager', '10', 'ShelterLuv')).toEqual([
      'Details',
      'Locations',
      'Members',
      'Sharing Permissions',
      'API Mapping',
    ]);
    expect(labels('manager', '10', 'Spreadsheet')).toEqual([
      'Details',
      'Locations',
      'Members',
      'Sharing Permissions',
    ]);
  });

  it('a viewer sees Details, Locations and Members only', () => {
    expect(labels('viewer', '10', 'ShelterLuv')).toEqual(['Details', 'Locations', 'Members']);
  });

  it("another organization's page shows only Details and Locations", () => {
    expect(labels('manager', '99', 'ShelterLuv')).toEqual(['Details', 'Locations']);
    expect(labels('coalition', '10', 'ShelterLuv')).toEqual(['Details', 'Locations']);
  });

  it('tabs link under the organization', () => {
    const tabs = visibleOrganizationTabs(demoUser('admin'), { id: '10', shelterSoftware: null });
    expect(tabs.find((t) => t.key === 'details')?.path).toBe('/organizations/10');
    expect(tabs.find((t) => t.key === 'entry-logs')?.path).toBe('/organizations/10/entry-logs');
    expect(tabs.find((t) => t.key === 'comparison_dashboard')?.path).toBe(
      '/organizations/10/comparison_dashboard',
    );
  });

  it('finds the tab of a path, edit and sub-pages included', () => {
    expect(tabOfPath('/organizations/10', '10')).toBe('details');
    expect(tabOfPath('/organizations/10/edit', '10')).toBe('details');
    expect(tabOfPath('/organizations/10/locations/5/edit', '10')).toBe('locations');
    expect(tabOfPath('/organizations/10/members/add', '10')).toBe('members');
    expect(tabOfPath('/organizations/10/coalitions/add', '10')).toBe('coalitions');
    expect(tabOfPath('/organizations/10/api-mapping', '10')).toBe('api-mapping');
  });
});
