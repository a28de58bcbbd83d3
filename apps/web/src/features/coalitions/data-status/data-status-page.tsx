/**
 * /coalitions/{coalitionId}/data-status (002 §2.10): the Data Status Table of the coalition's active
 * contributors, 'Intake/Outcome Data Entry Status' and 'Community Services Data Entry Status', filtered by
 * a search (name or EIN) and the Export Year (2010 to the current year, required), each section with its
 * pager and its status CSV job. Applying or resetting the filters clears both jobs' states (002 §4).
 */
import { Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { pickerYears, TEXT_LIMITS } from '@sac/domain';
import { useMemo, useState } from 'react';
import { useRouteTitle } from '../../../lib/route-title';
import type { DataStatusFilters } from '../api/data-status';
import { useStatusExport } from '../api/status-export';
import { CoalitionLayout, useLayoutCoalition } from '../frame/coalition-layout';
import { DataStatusSection } from './data-status-section';

function DataStatusTable({ now }: { now: Date }) {
  const coalition = useLayoutCoalition();
  const title = useRouteTitle();
  const initial = useMemo<DataStatusFilters>(() => ({ search: '', year: now.getFullYear() }), [now]);
  const years = useMemo(() => pickerYears(now).map(String), [now]);
  const [draft, setDraft] = useState(initial);
  const [filters, setFilters] = useState(initial);
  const intake = useStatusExport('dataStatuses');
  const services = useStatusExport('servicesStatuses');

  const apply = (next: DataStatusFilters) => {
    setFilters({ ...next, search: next.search.trim() });
    intake.reset();
    services.reset();
  };

  return (
    <Stack gap="lg">
      <Title order={2}>{title}</Title>
      <Paper withBorder p="md" radius="md">
        <form
          noValidate
          aria-label="Data status filters"
          onSubmit={(event) => {
            event.preventDefault();
            apply(draft);
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Search"
              placeholder="Name or EIN"
              maxLength={TEXT_LIMITS.name}
              value={draft.search}
              onChange={(event) => {
                const search = event.currentTarget.value;
                setDraft((current) => ({ ...current, search }));
              }}
              miw={220}
            />
            <Select
              label="Export Year"
              required
              allowDeselect={false}
              data={years}
              value={String(draft.year)}
              onChange={(value) => value && setDraft((current) => ({ ...current, year: Number(value) }))}
              w={140}
            />
            <Button type="submit">Search</Button>
            <Button
              variant="default"
              onClick={() => {
                setDraft(initial);
                apply(initial);
              }}
            >
              Reset Filters
            </Button>
          </Group>
        </form>
      </Paper>
      <DataStatusSection
        title="Intake/Outcome Data Entry Status"
        kind="intake_outcome"
        exportType="dataStatuses"
        coalitionId={coalition.id}
        filters={filters}
        exporter={intake}
      />
      <DataStatusSection
        title="Community Services Data Entry Status"
        kind="services"
        exportType="servicesStatuses"
        coalitionId={coalition.id}
        filters={filters}
        exporter={services}
      />
    </Stack>
  );
}

export default function DataStatusPage({ now }: { now?: Date }) {
  const [today] = useState(() => now ?? new Date());
  return (
    <CoalitionLayout>
      <DataStatusTable now={today} />
    </CoalitionLayout>
  );
}
