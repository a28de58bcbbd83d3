/**
 * One column of the organization home (000 §2 Home): Intake and Outcome Data (IOD) or Community Services
 * Data (CSD). Action buttons, the data-records status legend and tiles, the overview by species (graph
 * and year-to-date table) and the overview by category. One year selector at the top of the card drives
 * all of them (issue 14 §6: the tiles and the graph had a selector each, and they disagreed).
 */
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import type { EntryAction as StatusAction } from '@sac/domain';
import { IconFileExport, IconPencil, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { type EntryAction, paths } from '../../lib/paths';
import { yearRecordsQueryOptions } from './api/year-records';
import { CategoryOverview } from './category-overview';
import { currentYear } from './home-years';
import { OverviewGraph } from './overview-graph';
import { RecordStatusTiles } from './status-tiles/record-status-tiles';
import { StatusTilesLegend } from './status-tiles/status-legend';
import { YearStepper } from './status-tiles/year-stepper';
import type { OverviewKind } from './year-overview';
import { YtdTable } from './ytd-table';

type Database = { title: string; kind: OverviewKind; statusAction: StatusAction };

const HOME_DATABASES: Record<EntryAction, Database> = {
  'data-entry': { title: 'Intake and Outcome Data', kind: 'animal_intakes', statusAction: 'intake_outcome' },
  services: { title: 'Community Services Data', kind: 'animal_services', statusAction: 'services' },
};

type HomeColumnProps = { action: EntryAction; locationId: string; canUpload: boolean; now: Date };

function ActionButtons({ action, canUpload }: { action: EntryAction; canUpload: boolean }) {
  return (
    <Group gap="xs">
      <Button component={Link} to={paths.entryOptions(action)} leftSection={<IconPencil size={16} />}>
        Enter Data
      </Button>
      {canUpload ? (
        <Button
          component={Link}
          to={paths.entryUpload(action)}
          variant="light"
          leftSection={<IconUpload size={16} />}
        >
          Upload CSV
        </Button>
      ) : (
        <Button variant="light" disabled leftSection={<IconUpload size={16} />}>
          Upload CSV
        </Button>
      )}
      <Button
        component={Link}
        to={paths.entryExport(action)}
        variant="default"
        leftSection={<IconFileExport size={16} />}
      >
        Export
      </Button>
    </Group>
  );
}

export function HomeColumn({ action, locationId, canUpload, now }: HomeColumnProps) {
  const { title, kind, statusAction } = HOME_DATABASES[action];
  const titleId = useId();
  const [year, setYear] = useState(() => currentYear(now));
  const records = useQuery(yearRecordsQueryOptions({ kind, locationId, year }));

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} id={titleId} size="h3">
            {title}
          </Title>
          <YearStepper year={year} maxYear={currentYear(now)} onChange={setYear} />
        </Group>
        <ActionButtons action={action} canUpload={canUpload} />

        <Stack gap="xs">
          <Title order={3} size="h5">
            Data Records Status
          </Title>
          <StatusTilesLegend />
          <RecordStatusTiles action={action} locationId={locationId} year={year} now={now} />
        </Stack>

        <Stack gap="sm">
          <Title order={3} size="h5">
            Overview by Species
          </Title>
          <OverviewGraph kind={kind} year={year} records={records} />
          <YtdTable action={statusAction} locationId={locationId} year={year} />
        </Stack>

        <Stack gap="sm">
          <Title order={3} size="h5">
            Overview by Category
          </Title>
          <CategoryOverview kind={kind} year={year} records={records} />
        </Stack>
      </Stack>
    </Card>
  );
}
