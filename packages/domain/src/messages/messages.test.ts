import { describe, expect, it } from 'vitest';
import { isWebsiteUrlError, ORGANIZATION_MESSAGES } from './accounts';
import {
  COALITION_MESSAGES,
  EXPORT_JOB_MESSAGES,
  exportFailureMessage,
  exportProgressMessage,
  MEMBERSHIP_MESSAGES,
} from './coalitions';
import { COMMON_MESSAGES } from './common';
import { DATA_ENTRY_MESSAGES, SERVICES_MESSAGES, UPLOAD_MESSAGES } from './data-entry';

describe('message templates', () => {
  it('fill in the closed location and closed coalition texts', () => {
    expect(DATA_ENTRY_MESSAGES.closedLocation('North Campus', 'help@sac.org')).toBe(
      'North Campus - location is closed by system admin. If you want to enter data for this location please contact the helpdesk, help@sac.org.',
    );
    expect(COALITION_MESSAGES.closed('help@sac.org')).toBe(
      'This Coalition has been closed, contact help@sac.org for more information.',
    );
  });

  it('fill in names, ids and roles', () => {
    expect(COMMON_MESSAGES.removedSuccessfully('Bo')).toBe('Removed Bo successfully');
    expect(ORGANIZATION_MESSAGES.memberRoleUpdated(7, 'Manager')).toBe(
      'Updated member 7 to Manager successfully',
    );
    expect(COALITION_MESSAGES.userRoleUpdated(7, 'Viewer')).toBe('Updated user 7 to Viewer successfully');
    expect(MEMBERSHIP_MESSAGES.nowActiveContributor('Happy Tails', 'Valley')).toBe(
      'Happy Tails is now an active contributor of Valley',
    );
    expect(EXPORT_JOB_MESSAGES.failed('timeout')).toBe('Export failed: timeout');
    expect(SERVICES_MESSAGES.groupUpdated('canine', 'veterinary')).toBe(
      'Updated the canine veterninary services',
    );
  });

  it('names the headers of an invalid CSV', () => {
    expect(UPLOAD_MESSAGES.invalidHeaders(['species'], ['colour'])).toBe(
      'Missing columns: species. Unknown columns: colour',
    );
  });

  it('recognizes the website error of a member invite', () => {
    expect(isWebsiteUrlError('Organization website_url is invalid')).toBe(true);
    expect(isWebsiteUrlError('Email taken')).toBe(false);
  });
});

describe('status CSV export progress', () => {
  it('shows the message of each band, capping progress at 100', () => {
    expect(exportProgressMessage(0)).toBe('Initializing export...');
    expect(exportProgressMessage(20)).toBe('Collecting data...');
    expect(exportProgressMessage(45)).toBe('Processing records...');
    expect(exportProgressMessage(79)).toBe('Compiling data...');
    expect(exportProgressMessage(80)).toBe('Finalizing export...');
    expect(exportProgressMessage(250)).toBe('Finalizing export...');
  });

  it("uses the job's error message, else Unknown error", () => {
    expect(exportFailureMessage('Disk full')).toBe('Disk full');
    expect(exportFailureMessage(null)).toBe('Unknown error');
  });
});
