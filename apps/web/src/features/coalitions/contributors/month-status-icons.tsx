/** A contributor's twelve data entry statuses of a year as small coloured marks, each named for screen readers. */
import { Box, Group, Tooltip } from '@mantine/core';
import { MONTH_NAMES, statusLabel } from '@sac/domain';
import type { DataEntryStatus } from '../api/contributors';

const COLORS: Record<string, string> = {
  unbegun: 'var(--mantine-color-gray-4)',
  inProgress: 'var(--mantine-color-yellow-5)',
  completeServicesProvided: 'var(--mantine-color-teal-6)',
  completeNoServicesProvided: 'var(--mantine-color-blue-5)',
};

export function MonthStatusIcons({ statuses, year }: { statuses: DataEntryStatus[]; year: number }) {
  return (
    <Group gap={3} wrap="nowrap">
      {MONTH_NAMES.map((month, index) => {
        const status =
          statuses.find((s) => Number(s.year) === year && Number(s.month) === index + 1)?.status ?? 'unbegun';
        const label = `${month} ${year}: ${statusLabel(status)}`;
        return (
          <Tooltip key={month} label={label} withinPortal>
            <Box
              role="img"
              aria-label={label}
              w={10}
              h={10}
              style={{ borderRadius: '50%', background: COLORS[status] ?? COLORS.unbegun }}
            />
          </Tooltip>
        );
      })}
    </Group>
  );
}
