/**
 * The coalition home's filter panel (002 §2.8, §5): State, Counties, Organization Type and Organization
 * Name multi-selects and a Year picker (2010 to the current year, required), Search and Reset Filters. The
 * counties are those of the chosen states; choosing other states keeps only their counties.
 */
import { Button, Group, MultiSelect, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { ORGANIZATION_TYPE_OPTIONS, pickerYears, US_STATES } from '@sac/domain';
import { useMemo, useState } from 'react';
import { type CoalitionHomeFilters, emptyHomeFilters, useContributorOptions } from '../api/coalition-home';
import { useCoalitionCounties } from '../api/us-counties';

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));

export function HomeFilters({
  coalitionId,
  now,
  onApply,
}: {
  coalitionId: string;
  now: Date;
  onApply: (filters: CoalitionHomeFilters) => void;
}) {
  const [values, setValues] = useState<CoalitionHomeFilters>(() => emptyHomeFilters(now));
  const set = (patch: Partial<CoalitionHomeFilters>) => setValues((current) => ({ ...current, ...patch }));
  const counties = useCoalitionCounties(values.states);
  const contributors = useContributorOptions(coalitionId);
  const years = useMemo(() => pickerYears(now).map(String), [now]);

  const countyOptions = (counties.data ?? []).map((c) => ({
    value: c.id,
    label: values.states.length > 1 && c.usState ? `${c.name} (${c.usState})` : c.name,
  }));
  const countyIds = new Set(countyOptions.map((c) => c.value));

  return (
    <Paper withBorder p="md" radius="md">
      <form
        noValidate
        aria-label="Coalition home filters"
        onSubmit={(event) => {
          event.preventDefault();
          onApply({ ...values, countyIds: values.countyIds.filter((id) => countyIds.has(id)) });
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
            <MultiSelect
              label="State"
              searchable
              clearable
              data={STATE_OPTIONS}
              value={values.states}
              onChange={(states) => set({ states })}
            />
            <MultiSelect
              label="Counties"
              searchable
              clearable
              disabled={values.states.length === 0}
              placeholder={values.states.length === 0 ? 'Choose a state first' : undefined}
              data={countyOptions}
              value={values.countyIds.filter((id) => countyIds.has(id))}
              onChange={(countyIds) => set({ countyIds })}
            />
            <MultiSelect
              label="Organization Type"
              clearable
              data={ORGANIZATION_TYPE_OPTIONS}
              value={values.organizationTypes}
              onChange={(organizationTypes) => set({ organizationTypes })}
            />
            <MultiSelect
              label="Organization Name"
              searchable
              clearable
              data={(contributors.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
              value={values.organizationIds}
              onChange={(organizationIds) => set({ organizationIds })}
            />
            <Select
              label="Year"
              withAsterisk
              allowDeselect={false}
              data={years}
              value={String(values.year)}
              onChange={(year) => year && set({ year: Number(year) })}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                const empty = emptyHomeFilters(now);
                setValues(empty);
                onApply(empty);
              }}
            >
              Reset Filters
            </Button>
            <Button type="submit">Search</Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
