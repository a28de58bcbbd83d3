import { describe, expect, it } from 'vitest';
import {
  directoryColumns,
  directoryFilters,
  EMPTY_SEARCH,
  readDirectorySearch,
  regionOptions,
  writeDirectorySearch,
} from './directory-search';

describe('All Organizations search (002 §2.12)', () => {
  it('the country alone is not a search: at least one filter is needed', () => {
    expect(readDirectorySearch(new URLSearchParams('country=United+States'))).toBeNull();
    expect(readDirectorySearch(new URLSearchParams(''))).toBeNull();
  });

  it('round-trips a search through the address', () => {
    const search = { ...EMPTY_SEARCH, country: 'Canada' as const, state: 'ON' };
    expect(readDirectorySearch(writeDirectorySearch(search))).toEqual(search);
    expect(writeDirectorySearch({ ...EMPTY_SEARCH, search: ' river ' }, 3).toString()).toBe(
      'search=river&country=United+States&page=3',
    );
  });

  it('builds the directory filters, leaving blanks out', () => {
    expect(directoryFilters({ ...EMPTY_SEARCH, organizationType: 'Government Animal Services' })).toEqual({
      'filter[search]': undefined,
      'filter[country][eq]': 'United States',
      'filter[state]': undefined,
      'filter[organization_type][eq]': 'Government Animal Services',
    });
  });

  it('switches regions and columns with the country', () => {
    expect(regionOptions('Canada').map((o) => o.value)).toContain('ON');
    expect(regionOptions('United States').map((o) => o.value)).toContain('TX');
    expect(directoryColumns('Canada')).toEqual({ region: 'Province/Territory', taxId: 'Business Number' });
    expect(directoryColumns('United States')).toEqual({ region: 'States', taxId: 'EIN' });
  });
});
