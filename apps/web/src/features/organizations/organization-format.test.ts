import { describe, expect, it } from 'vitest';
import { channelLabel, displayDate, joinList, monthName, statusLabel } from './organization-format';

describe('organization values in tables', () => {
  it('labels statuses and entry channels', () => {
    expect(statusLabel('registered')).toBe('Registered');
    expect(statusLabel('imported')).toBe('Imported');
    expect(channelLabel('manually')).toBe('Manual');
    expect(channelLabel('csv')).toBe('CSV Upload');
    expect(channelLabel('api')).toBe('API');
  });
  it('shows calendar dates as MM/dd/yyyy without shifting the day', () => {
    expect(displayDate('1987-04-01')).toBe('04/01/1987');
    expect(displayDate(null)).toBe('');
    expect(displayDate('not a date')).toBe('');
  });
  it('names months and joins states', () => {
    expect(monthName(3)).toBe('March');
    expect(monthName('12')).toBe('December');
    expect(joinList(['TX', 'OK'])).toBe('TX, OK');
    expect(joinList(null)).toBe('');
  });
});
