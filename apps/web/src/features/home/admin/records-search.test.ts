import { describe, expect, it } from 'vitest';
import {
  formatEin,
  parseRecordsSearch,
  pickLocation,
  planSearch,
  recordsSearchParams,
  SEARCH_MESSAGES,
} from './records-search';

describe('records search in the address', () => {
  it('reads the organization, location and EIN', () => {
    const params = new URLSearchParams('organization=3&location=12&ein=74-2918365');
    expect(parseRecordsSearch(params)).toEqual({ ein: '742918365', organizationId: '3', locationId: '12' });
  });

  it('ignores ids that are not numbers', () => {
    const params = new URLSearchParams('organization=abc&location=-1');
    expect(parseRecordsSearch(params)).toEqual({ ein: '', organizationId: '', locationId: '' });
  });

  it('writes only what is set and keeps other parameters', () => {
    const current = new URLSearchParams('ein=111111111&tab=x');
    const next = recordsSearchParams({ ein: '', organizationId: '3', locationId: '12' }, current);
    expect(next.toString()).toBe('tab=x&organization=3&location=12');
  });

  it('round-trips', () => {
    const search = { ein: '742918365', organizationId: '3', locationId: '12' };
    expect(parseRecordsSearch(recordsSearchParams(search))).toEqual(search);
  });
});

describe('planSearch', () => {
  it('searches by EIN when one is typed, with or without its dash, even with an organization chosen', () => {
    expect(planSearch({ einText: ' 74-2918365 ', organizationId: '9', locationId: '4' })).toEqual({
      kind: 'byEin',
      ein: '742918365',
      locationId: '4',
    });
    expect(planSearch({ einText: '742918365', organizationId: null, locationId: null })).toMatchObject({
      kind: 'byEin',
      ein: '742918365',
    });
  });

  it('refuses an EIN that is not nine digits', () => {
    for (const einText of ['1234', '74-29183650', 'ab-cdefghi', '74x2918365']) {
      expect(planSearch({ einText, organizationId: null, locationId: null })).toEqual({
        kind: 'problem',
        message: SEARCH_MESSAGES.invalidEin,
      });
    }
  });

  it('uses the chosen organization without an EIN', () => {
    expect(planSearch({ einText: '', organizationId: '3', locationId: null })).toEqual({
      kind: 'byOrganization',
      organizationId: '3',
      locationId: '',
    });
  });

  it('asks for an EIN or an organization when neither is given', () => {
    expect(planSearch({ einText: '  ', organizationId: null, locationId: '5' })).toEqual({
      kind: 'problem',
      message: SEARCH_MESSAGES.nothingChosen,
    });
  });
});

describe('pickLocation', () => {
  const locations = [
    { id: '7', organizationId: 3, primary: false },
    { id: '5', organizationId: 3, primary: true },
    { id: '9', organizationId: 4, primary: true },
  ];

  it('keeps the chosen location of the organization', () => {
    expect(pickLocation(locations, '3', '7')).toBe('7');
  });

  it('falls back to the primary location, then the first one', () => {
    expect(pickLocation(locations, '3', '9')).toBe('5');
    expect(pickLocation(locations, '3', '')).toBe('5');
    expect(pickLocation([{ id: '8', organizationId: '4' }], '4', '')).toBe('8');
  });

  it('finds none for an organization without locations', () => {
    expect(pickLocation(locations, '6', '')).toBe('');
  });
});

describe('formatEin', () => {
  it('writes nine digits as NN-NNNNNNN', () => {
    expect(formatEin('742918365')).toBe('74-2918365');
    expect(formatEin('12')).toBe('12');
    expect(formatEin(null)).toBe('');
  });
});
