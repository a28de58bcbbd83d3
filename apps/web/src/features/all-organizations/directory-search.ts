/**
 * The All Organizations search (002 §2.12) as it lives in the address: read, written, checked with the
 * domain's at-least-one-filter rule, and turned into the directory's query.
 */
import { allOrganizationsSearchSchema, CANADIAN_PROVINCES, type Country, US_STATES } from '@sac/domain';

export type DirectorySearch = { search: string; country: Country; state: string; organizationType: string };

export const DEFAULT_COUNTRY: Country = 'United States';
export const EMPTY_SEARCH: DirectorySearch = {
  search: '',
  country: DEFAULT_COUNTRY,
  state: '',
  organizationType: '',
};

const KEYS = {
  search: 'search',
  country: 'country',
  state: 'state',
  organizationType: 'organization_type',
} as const;

/**
 * The search in the address, or null when none was made (or it breaks the at-least-one-filter rule). A made
 * search always names its country, which counts as a filter: an address without one is the empty page.
 */
export function readDirectorySearch(params: URLSearchParams): DirectorySearch | null {
  if (!Object.values(KEYS).some((key) => params.has(key))) return null;
  const country = params.get(KEYS.country) === 'Canada' ? 'Canada' : DEFAULT_COUNTRY;
  const search: DirectorySearch = {
    search: params.get(KEYS.search)?.trim() ?? '',
    country,
    state: params.get(KEYS.state) ?? '',
    organizationType: params.get(KEYS.organizationType) ?? '',
  };
  return allOrganizationsSearchSchema.safeParse(search).success ? search : null;
}

export function writeDirectorySearch(search: DirectorySearch, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (search.search.trim()) params.set(KEYS.search, search.search.trim());
  params.set(KEYS.country, search.country);
  if (search.state) params.set(KEYS.state, search.state);
  if (search.organizationType) params.set(KEYS.organizationType, search.organizationType);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The `filter[…]` parameters of GET /api/v1/organization_directory. */
export function directoryFilters(search: DirectorySearch): Record<string, string | undefined> {
  return {
    'filter[search]': search.search.trim() || undefined,
    'filter[country][eq]': search.country,
    'filter[state]': search.state || undefined,
    'filter[organization_type][eq]': search.organizationType || undefined,
  };
}

/** The State or Province/Territory choices of a country. */
export function regionOptions(country: Country) {
  const regions = country === 'Canada' ? CANADIAN_PROVINCES : US_STATES;
  return regions.map((r) => ({ value: r.code, label: r.name }));
}

/** Columns switch with the country: states and EIN for the US, provinces and business number for Canada. */
export function directoryColumns(country: Country) {
  return country === 'Canada'
    ? { region: 'Province/Territory', taxId: 'Business Number' }
    : { region: 'States', taxId: 'EIN' };
}
