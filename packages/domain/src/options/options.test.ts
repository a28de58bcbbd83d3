import { describe, expect, it } from 'vitest';
import { adminExportFileName, coalitionExportFileName, reportFileName } from '../constants/file-names';
import { canSendReminder, membershipStatusLabel, reminderDaysRemaining } from './coalitions';
import { ORGANIZATION_TYPES, REGISTRATION_ORGANIZATION_TYPES } from './organizations';
import { hasRegionSelector, isMultiRegionType, OPERATING_REGION_TYPES_BY_COUNTRY } from './regions';
import { DEFAULT_ROLE_LABEL, roleLabel } from './roles';
import { INTAKE_SAC_CATEGORY_VALUES, OUTCOME_SAC_CATEGORY_VALUES, sacCategoryField } from './sac-categories';
import { aggregationTitle, hasApiMapping, SHELTER_SOFTWARE, toAggregationType } from './shelter-software';

describe('SAC categories', () => {
  it('are the snake_case lists of 001 §3, do_not_include last', () => {
    expect(INTAKE_SAC_CATEGORY_VALUES).toEqual([
      'stray_at_large_count',
      'relinquished_by_owner_count',
      'owner_intended_euthanasia_count',
      'transferred_instate_in_from_agency_count',
      'transferred_out_of_state_in_from_agency_count',
      'transferred_internationally_in_from_agency_count',
      'legacy_transferred_in_from_agency_count',
      'seized_or_impounded_count',
      'other_intakes_count',
      'do_not_include',
    ]);
    expect([...OUTCOME_SAC_CATEGORY_VALUES].sort()).toEqual(
      [
        'adoption_count',
        'returned_to_owner_count',
        'returned_to_field_count',
        'transferred_instate_to_another_agency_count',
        'transferred_out_of_state_to_another_agency_count',
        'transferred_internationally_to_another_agency_count',
        'legacy_transferred_to_another_agency_count',
        'shelter_euthanasia_count',
        'died_in_care_count',
        'lost_in_care_count',
        'owner_intended_euthanasia_count',
        'do_not_include',
      ].sort(),
    );
  });

  it('map to the record field of an age group', () => {
    expect(sacCategoryField('intake', 'stray_at_large_count', 'youth')).toBe('youthStrayAtLargeCount');
    expect(sacCategoryField('outcome', 'owner_intended_euthanasia_count', 'adult')).toBe(
      'adultOwnerIntendedEuthanasiaCount',
    );
    expect(sacCategoryField('outcome', 'do_not_include', 'adult')).toBeNull();
  });
});

describe('option lists', () => {
  it('offer the service provider type in the directory only', () => {
    expect(REGISTRATION_ORGANIZATION_TYPES).toHaveLength(5);
    expect(ORGANIZATION_TYPES.at(-1)).toBe('Non-sheltering Service Provider');
  });

  it('list about 33 shelter software options, the generic ways included', () => {
    expect(SHELTER_SOFTWARE).toHaveLength(33);
    expect(SHELTER_SOFTWARE).toEqual(
      expect.arrayContaining(['Spreadsheet', 'Paper', 'Custom Database', 'Other']),
    );
    expect(new Set(SHELTER_SOFTWARE).size).toBe(33);
    expect(hasApiMapping('ShelterLuv')).toBe(true);
    expect(hasApiMapping('ShelterBuddy')).toBe(true);
    expect(hasApiMapping('PetPoint')).toBe(false);
  });

  it('label roles, with Coalition Contributor by default', () => {
    expect(roleLabel('organization_manager')).toBe('Manager');
    expect(roleLabel('organization_viewer')).toBe('Viewer');
    expect(roleLabel('coalition_manager')).toBe('Manager');
    expect(roleLabel(undefined)).toBe(DEFAULT_ROLE_LABEL);
    expect(DEFAULT_ROLE_LABEL).toBe('Coalition Contributor');
  });

  it('name the aggregation by type, ShelterLuv by default', () => {
    expect(aggregationTitle(toAggregationType('shelterbuddy'))).toBe('ShelterBuddy Aggregation');
    expect(aggregationTitle(toAggregationType(null))).toBe('ShelterLuv Aggregation');
  });
});

describe('coalition memberships', () => {
  it('label status and actor as the table of 002 §4', () => {
    expect(membershipStatusLabel('requested', 'Organization')).toBe('Coalition Approval Pending');
    expect(membershipStatusLabel('requested', 'Coalition')).toBe('Organization Invite Pending');
    expect(membershipStatusLabel('rejected', 'Organization')).toBe('Organization Declined');
    expect(membershipStatusLabel('rejected', 'Coalition')).toBe('Coalition Declined');
    expect(membershipStatusLabel('reminded', 'Coalition')).toBe('Coalition Invite Accept Pending');
    expect(membershipStatusLabel('active', 'Organization')).toBe('Active');
  });

  it('allow a new reminder 60 days after the last', () => {
    const now = new Date('2025-06-15T12:00:00Z');
    expect(reminderDaysRemaining('2025-06-05T12:00:00Z', now)).toBe(50);
    expect(canSendReminder('2025-06-05T12:00:00Z', now)).toBe(false);
    expect(canSendReminder('2025-04-16T12:00:00Z', now)).toBe(true);
    expect(canSendReminder(null, now)).toBe(true);
  });

  it('show a region selector except for International and National, multi only for multi types', () => {
    expect(hasRegionSelector('National')).toBe(false);
    expect(hasRegionSelector('Community')).toBe(true);
    expect(isMultiRegionType('Multi-province (2 or more)')).toBe(true);
    expect(isMultiRegionType('Statewide')).toBe(false);
    expect(OPERATING_REGION_TYPES_BY_COUNTRY.Canada).toContain('Provincewide');
  });
});

describe('file names', () => {
  it('follow the sac-* patterns with the date', () => {
    const date = new Date(2025, 5, 1);
    expect(adminExportFileName('organizations', date)).toBe('sac-organizations-export_2025-06-01.csv');
    expect(reportFileName('data-entry', date, 'pdf')).toBe('sac-data-entry_2025-06-01.pdf');
    expect(coalitionExportFileName('intake_outcome', date)).toBe(
      'sac-coalition-intake-outcome-export_2025-06-01.csv',
    );
  });
});
