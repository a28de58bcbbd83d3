/**
 * The search panel's form (000 §2 Home): EIN, organization, location, Search and Clear Search. An EIN
 * finds its organization; without a location chosen the organization's primary (or first) one is shown.
 */
import { Alert, Button, Group, Select, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { organizationLocationsQueryOptions } from '../../../lib/api/organization-locations';
import { errorMessage } from '../../../lib/errors';
import { organizationByEinQueryOptions } from './api/search-organizations';
import { OrganizationSelect } from './organization-select';
import {
  EMPTY_SEARCH,
  formatEin,
  pickLocation,
  planSearch,
  type RecordsSearch,
  type SearchDraft,
} from './records-search';

type RecordsSearchFormProps = { value: RecordsSearch; onSearch: (search: RecordsSearch) => void };

const draftOf = (search: RecordsSearch): SearchDraft => ({
  einText: search.ein ? formatEin(search.ein) : '',
  organizationId: search.organizationId || null,
  locationId: search.locationId || null,
});

export function RecordsSearchForm({ value, onSearch }: RecordsSearchFormProps) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<SearchDraft>(() => draftOf(value));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const locations = useQuery({
    ...organizationLocationsQueryOptions(draft.organizationId ?? ''),
    enabled: Boolean(draft.organizationId),
  });

  // Back, Forward and Clear Search change the address: the form follows it.
  const { ein, organizationId, locationId } = value;
  useEffect(() => {
    setDraft(draftOf({ ein, organizationId, locationId }));
    setProblem(null);
  }, [ein, organizationId, locationId]);

  const searchOrganization = async (foundId: string, chosenLocation: string, foundByEin = '') => {
    const list = await queryClient.fetchQuery(organizationLocationsQueryOptions(foundId));
    onSearch({
      ein: foundByEin,
      organizationId: foundId,
      locationId: pickLocation(list, foundId, chosenLocation),
    });
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const plan = planSearch(draft);
    if (plan.kind === 'problem') {
      setProblem(plan.message);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      if (plan.kind === 'byOrganization') {
        await searchOrganization(plan.organizationId, plan.locationId);
        return;
      }
      const organization = await queryClient.fetchQuery(organizationByEinQueryOptions(plan.ein));
      if (organization) await searchOrganization(organization.id, plan.locationId, plan.ein);
      else onSearch({ ...EMPTY_SEARCH, ein: plan.ein });
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const locationOptions = (locations.data ?? []).map((location) => ({
    value: location.id,
    label: location.status === 'closed' ? `${location.name} (closed)` : location.name,
  }));

  return (
    <form onSubmit={handleSubmit} aria-label="Search intake and outcome records" noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="EIN"
          placeholder="12-3456789"
          value={draft.einText}
          onChange={(event) => {
            const einText = event.currentTarget.value;
            setDraft((current) => ({ ...current, einText }));
          }}
          w={{ base: '100%', sm: 140 }}
        />
        <OrganizationSelect
          value={draft.organizationId}
          onChange={(organizationId) =>
            // A chosen organization replaces the one an EIN named.
            setDraft((current) =>
              current.organizationId === organizationId
                ? current
                : { einText: '', organizationId, locationId: null },
            )
          }
        />
        <Select
          label="Location"
          placeholder={draft.organizationId ? 'Choose a location' : 'Choose an organization first'}
          searchable
          clearable
          disabled={!draft.organizationId}
          data={locationOptions}
          value={draft.locationId}
          onChange={(locationId) => setDraft((current) => ({ ...current, locationId }))}
          nothingFoundMessage={locations.isFetching ? 'Loading…' : 'No locations found'}
          w={{ base: '100%', sm: 240 }}
        />
        <Button type="submit" loading={busy}>
          Search
        </Button>
        <Button
          variant="default"
          onClick={() => {
            setDraft(draftOf(EMPTY_SEARCH));
            setProblem(null);
            onSearch(EMPTY_SEARCH);
          }}
        >
          Clear Search
        </Button>
      </Group>
      {problem && (
        <Alert color="red" mt="sm" role="alert">
          {problem}
        </Alert>
      )}
    </form>
  );
}
