/**
 * The admin home's records search (000 §2 Home, §6): what is searched is kept in the address
 * (`/?organization=3&location=12`, with `ein=` when the search was by EIN) so a reload or Back shows the
 * same result. The form's own state is a draft until Search.
 */
import { EIN_DIGITS_PATTERN, normalizeEin } from '@sac/domain';

export type RecordsSearch = { ein: string; organizationId: string; locationId: string };

export const EMPTY_SEARCH: RecordsSearch = { ein: '', organizationId: '', locationId: '' };

const PARAM = { ein: 'ein', organizationId: 'organization', locationId: 'location' } as const;

const positiveId = (value: string | null) => (value && /^\d+$/.test(value) ? value : '');

export function parseRecordsSearch(params: URLSearchParams): RecordsSearch {
  return {
    ein: normalizeEin(params.get(PARAM.ein)).slice(0, 9),
    organizationId: positiveId(params.get(PARAM.organizationId)),
    locationId: positiveId(params.get(PARAM.locationId)),
  };
}

/** The search as address parameters; other parameters of the page are kept. */
export function recordsSearchParams(search: RecordsSearch, current?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [field, name] of Object.entries(PARAM) as [keyof RecordsSearch, string][]) {
    if (search[field]) next.set(name, search[field]);
    else next.delete(name);
  }
  return next;
}

/** NN-NNNNNNN, as EINs are written; anything else as it is. */
export function formatEin(ein: string | null | undefined): string {
  const digits = normalizeEin(ein);
  return EIN_DIGITS_PATTERN.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2)}` : (ein ?? '');
}

export const SEARCH_MESSAGES = {
  nothingChosen: 'Enter an EIN or choose an organization.',
  invalidEin: 'Invalid EIN',
  noEinMatch: (ein: string) => `No organization has the EIN ${formatEin(ein)}.`,
  noLocations: (organization: string) => `${organization} has no locations.`,
} as const;

export type SearchDraft = { einText: string; organizationId: string | null; locationId: string | null };

/**
 * What Search should do with the form: look an organization up by EIN (which wins over the dropdown),
 * use the chosen organization, or say what is missing.
 */
export type SearchPlan =
  | { kind: 'problem'; message: string }
  | { kind: 'byEin'; ein: string; locationId: string }
  | { kind: 'byOrganization'; organizationId: string; locationId: string };

export function planSearch(draft: SearchDraft): SearchPlan {
  const einText = draft.einText.trim();
  const locationId = draft.locationId ?? '';
  if (einText) {
    const ein = normalizeEin(einText);
    if (!EIN_DIGITS_PATTERN.test(ein) || !/^[\d\s-]+$/.test(einText)) {
      return { kind: 'problem', message: SEARCH_MESSAGES.invalidEin };
    }
    return { kind: 'byEin', ein, locationId };
  }
  if (draft.organizationId)
    return { kind: 'byOrganization', organizationId: draft.organizationId, locationId };
  return { kind: 'problem', message: SEARCH_MESSAGES.nothingChosen };
}

type LocationChoice = { id: string; organizationId: string | number; primary?: boolean | null };

/**
 * The location a search shows: the one chosen if it belongs to the organization, else the organization's
 * primary location, else its first by name (the list comes sorted by name); none if it has no locations.
 */
export function pickLocation(
  locations: readonly LocationChoice[],
  organizationId: string,
  chosen: string,
): string {
  const own = locations.filter((location) => String(location.organizationId) === organizationId);
  const found =
    own.find((location) => location.id === chosen) ?? own.find((location) => location.primary) ?? own[0];
  return found?.id ?? '';
}
