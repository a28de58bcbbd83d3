/**
 * The contributor lists' filters (002 §2.5): search, State, Organization Type and, on Pending, which
 * pending memberships. Search needs at least one filter ('Select at least one filter.'); the tab itself
 * is the status filter, so each list loads on entry unfiltered.
 */
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  COALITION_MESSAGES,
  ORGANIZATION_TYPE_OPTIONS,
  PENDING_CONTRIBUTOR_FILTERS,
  TEXT_LIMITS,
  US_STATES,
} from '@sac/domain';
import { useState } from 'react';
import { type ContributorFilters, EMPTY_CONTRIBUTOR_FILTERS, type PendingFilter } from '../api/contributors';

export const US_STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));

const PENDING_OPTIONS = PENDING_CONTRIBUTOR_FILTERS.map((f) => ({ value: f.value, label: f.label }));

const hasFilter = (f: ContributorFilters) =>
  Boolean(f.search.trim() || f.state || f.organizationType || f.pending);

export function ContributorFilterForm({
  pendingTab,
  onApply,
}: {
  pendingTab: boolean;
  onApply: (filters: ContributorFilters) => void;
}) {
  const [values, setValues] = useState<ContributorFilters>(EMPTY_CONTRIBUTOR_FILTERS);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<ContributorFilters>) => setValues((current) => ({ ...current, ...patch }));

  return (
    <Paper withBorder p="md" radius="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!hasFilter(values)) {
            setError(COALITION_MESSAGES.selectAtLeastOneFilter);
            return;
          }
          setError(null);
          onApply({ ...values, search: values.search.trim() });
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2, md: pendingTab ? 4 : 3 }} spacing="sm">
            <TextInput
              label="Search"
              placeholder="Organization name"
              maxLength={TEXT_LIMITS.line}
              value={values.search}
              onChange={(event) => set({ search: event.currentTarget.value })}
            />
            <Select
              label="State"
              searchable
              clearable
              data={US_STATE_OPTIONS}
              value={values.state || null}
              onChange={(value) => set({ state: value ?? '' })}
            />
            <Select
              label="Organization Type"
              clearable
              data={ORGANIZATION_TYPE_OPTIONS}
              value={values.organizationType || null}
              onChange={(value) => set({ organizationType: value ?? '' })}
            />
            {pendingTab && (
              <Select
                label="Pending Status"
                clearable
                data={PENDING_OPTIONS}
                value={values.pending || null}
                onChange={(value) => set({ pending: (value ?? '') as PendingFilter | '' })}
              />
            )}
          </SimpleGrid>
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setValues(EMPTY_CONTRIBUTOR_FILTERS);
                setError(null);
                onApply(EMPTY_CONTRIBUTOR_FILTERS);
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
