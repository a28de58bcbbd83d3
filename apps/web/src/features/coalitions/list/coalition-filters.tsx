/**
 * The coalition lists' filters (002 §2.2, §5): coalition name, Country, State or Province/Territory and
 * Region; Search needs at least one ('Select at least one filter.'); Clear Search shows every coalition.
 * The applied filters live in the address so Back returns to the same search.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  CANADIAN_PROVINCES,
  COUNTRIES,
  type CoalitionSearchValues,
  type Country,
  coalitionSearchSchema,
  operatingRegionTypeOptions,
  US_STATES,
} from '@sac/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormMultiSelect, FormSelect } from '../../../lib/ui/form-controls';
import { type CoalitionFilters, NO_FILTERS } from '../api/coalitions';

const KEYS = { search: 'search', country: 'country', regions: 'regions', type: 'region_type' } as const;

export function readFilters(params: URLSearchParams): CoalitionFilters {
  const country = params.get(KEYS.country) ?? '';
  return {
    search: params.get(KEYS.search)?.trim() ?? '',
    country: (COUNTRIES as readonly string[]).includes(country) ? country : '',
    operatingRegions: (params.get(KEYS.regions) ?? '').split(',').filter(Boolean),
    operatingRegionType: params.get(KEYS.type) ?? '',
  };
}

export function writeFilters(filters: CoalitionFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set(KEYS.search, filters.search.trim());
  if (filters.country) params.set(KEYS.country, filters.country);
  if (filters.operatingRegions.length) params.set(KEYS.regions, filters.operatingRegions.join(','));
  if (filters.operatingRegionType) params.set(KEYS.type, filters.operatingRegionType);
  if (page > 1) params.set('page', String(page));
  return params;
}

const asCountry = (value: string | null | undefined): Country | null =>
  (COUNTRIES as readonly string[]).includes(value ?? '') ? (value as Country) : null;

/** States and territories, provinces, or both lists while no country is chosen. */
export function regionOptions(country: Country | null) {
  const states = US_STATES.map((s) => ({ value: s.code, label: s.name }));
  const provinces = CANADIAN_PROVINCES.map((p) => ({ value: p.code, label: p.name }));
  if (country === 'United States') return states;
  if (country === 'Canada') return provinces;
  return [
    { group: 'United States', items: states },
    { group: 'Canada', items: provinces },
  ];
}

const toValues = (filters: CoalitionFilters): CoalitionSearchValues => ({
  search: filters.search,
  country: filters.country as CoalitionSearchValues['country'],
  operatingRegions: filters.operatingRegions,
  operatingRegionType: filters.operatingRegionType,
});

type Props = { value: CoalitionFilters; onSearch: (filters: CoalitionFilters) => void };

export function CoalitionFiltersForm({ value, onSearch }: Props) {
  const form = useForm<CoalitionSearchValues>({
    resolver: zodResolver(coalitionSearchSchema),
    defaultValues: toValues(value),
  });
  const key = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the applied filters (by value) reset the form.
  useEffect(() => form.reset(toValues(value)), [key]);
  const country = asCountry(form.watch('country'));
  const formError = form.formState.errors.root?.message;

  const handleSearch = form.handleSubmit((values) =>
    onSearch({
      search: values.search?.trim() ?? '',
      country: values.country ?? '',
      operatingRegions: values.operatingRegions ?? [],
      operatingRegionType: values.operatingRegionType ?? '',
    }),
  );
  const handleClear = () => {
    form.reset(toValues(NO_FILTERS));
    onSearch(NO_FILTERS);
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={handleSearch} noValidate aria-label="Search coalitions">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <TextInput label="Search" placeholder="Coalition name" {...form.register('search')} />
            <FormSelect
              control={form.control}
              name="country"
              label="Country"
              clearable
              data={[...COUNTRIES]}
              onOptionSubmit={() => {
                form.setValue('operatingRegions', []);
                form.setValue('operatingRegionType', '');
              }}
            />
            <FormMultiSelect
              control={form.control}
              name="operatingRegions"
              label="State or Province/Territory"
              searchable
              clearable
              data={regionOptions(country)}
            />
            <FormSelect
              control={form.control}
              name="operatingRegionType"
              label="Region"
              clearable
              data={operatingRegionTypeOptions(country)}
            />
          </SimpleGrid>
          {formError && (
            <Text c="red" size="sm" role="alert">
              {formError}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={handleClear}>
              Clear Search
            </Button>
            <Button type="submit">Search</Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
