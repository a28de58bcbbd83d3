/**
 * The admin home's CSV generators (000 §2 Home, §8): every organization, location, coalition or user
 * account as a CSV, saved as `sac-{kind}-export_{yyyy-MM-dd}.csv`; a failure is a 5-second error toast.
 */
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { showError } from '../../../lib/toasts';
import { type AdminCsvKind, downloadAdminExport } from './api/download-admin-export';

const ADMIN_CSVS: { kind: AdminCsvKind; label: string }[] = [
  { kind: 'organizations', label: 'Organizations' },
  { kind: 'locations', label: 'Locations' },
  { kind: 'coalitions', label: 'Coalitions' },
  { kind: 'users', label: 'User Accounts' },
];

function AdminExportButton({ kind, label }: (typeof ADMIN_CSVS)[number]) {
  const download = useMutation({
    mutationFn: () => downloadAdminExport(kind),
    onError: (error) => showError(error),
  });
  return (
    <Button
      variant="light"
      loading={download.isPending}
      onClick={() => download.mutate()}
      leftSection={<IconFileTypeCsv size={16} />}
    >
      {label}
    </Button>
  );
}

export function AdminExportButtons() {
  return (
    <Stack gap="sm" component="section" aria-label="Portal CSVs">
      <Title order={3} size="h4">
        Portal Records
      </Title>
      <Text size="sm" c="dimmed">
        Download every record of a kind as a CSV.
      </Text>
      <Group gap="sm">
        {ADMIN_CSVS.map((csv) => (
          <AdminExportButton key={csv.kind} {...csv} />
        ))}
      </Group>
    </Stack>
  );
}
