/** One month's status in the Data Status Table: an icon by status, its label in a tooltip and for screen readers. */
import { Center, Tooltip } from '@mantine/core';
import { statusLabel } from '@sac/domain';
import { IconCircle, IconCircleCheck, IconCircleCheckFilled, IconProgress } from '@tabler/icons-react';

const ICONS: Record<string, { Icon: typeof IconCircle; color: string }> = {
  unbegun: { Icon: IconCircle, color: 'var(--mantine-color-gray-5)' },
  inProgress: { Icon: IconProgress, color: 'var(--mantine-color-yellow-7)' },
  completeServicesProvided: { Icon: IconCircleCheckFilled, color: 'var(--mantine-color-teal-7)' },
  completeNoServicesProvided: { Icon: IconCircleCheck, color: 'var(--mantine-color-blue-6)' },
};

export function MonthStatusCell({ status, month }: { status: string; month: string }) {
  const { Icon, color } = ICONS[status] ?? ICONS.unbegun!;
  const label = statusLabel(status);
  return (
    <Tooltip label={label} withinPortal>
      <Center>
        <Icon role="img" aria-label={`${month}: ${label}`} size={18} color={color} stroke={1.8} />
      </Center>
    </Tooltip>
  );
}
