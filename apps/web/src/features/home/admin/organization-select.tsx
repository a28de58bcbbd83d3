/**
 * The search's organization dropdown: searchable, asking the server for the organizations matching the
 * typed text (there are thousands), with the chosen one kept in the options so its name shows.
 */
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { EMPTY_TEXTS } from '@sac/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { organizationChoiceQueryOptions, organizationOptionsQueryOptions } from './api/search-organizations';

const SEARCH_DEBOUNCE_MS = 300;

type OrganizationSelectProps = { value: string | null; onChange: (organizationId: string | null) => void };

export function OrganizationSelect({ value, onChange }: OrganizationSelectProps) {
  const [searchValue, setSearchValue] = useState('');
  const chosen = useQuery({ ...organizationChoiceQueryOptions(value ?? ''), enabled: Boolean(value) });
  const chosenName = value ? chosen.data?.name : undefined;
  // With a choice made, the box shows its name: list from the start until something else is typed.
  const typed = searchValue === chosenName ? '' : searchValue.trim();
  const [search] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const options = useQuery({ ...organizationOptionsQueryOptions(search), placeholderData: keepPreviousData });

  const data = (options.data ?? []).map((organization) => ({
    value: organization.id,
    label: organization.name,
  }));
  if (value && chosenName && !data.some((option) => option.value === value)) {
    data.unshift({ value, label: chosenName });
  }

  return (
    <Select
      label="Organization"
      placeholder="Search by name"
      searchable
      clearable
      data={data}
      value={value}
      onChange={onChange}
      searchValue={searchValue}
      onSearchChange={setSearchValue}
      // The server has filtered already (by name, EIN or business number).
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? 'Searching…' : EMPTY_TEXTS.organizations}
      w={{ base: '100%', sm: 280 }}
    />
  );
}
