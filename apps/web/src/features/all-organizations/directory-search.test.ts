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
  it('a country alone is a search; an address without any filter is no search yet', () => {
    expect(readDirectorySearch(new URLSearchParams('country=United+States'))).toEqual(EMPTY_SEARCH);
    expect(readDirectorySearch(writeDirectorySearch(EMPTY_SEARCH))).toEqual(EMPTY_SEARCH);
    expect(readDirectorySearch(new URLSearchParams(''))).toBeNull();
    expect(readDirectorySearch(new URLSearchParams('page=2'))).toBeNull();
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
