/** The data-records status legend above the record status tiles (000 §2 Home): COMPLETE, INCOMPLETE, UNBEGUN. */
import { ColorSwatch, Group, Text } from '@mantine/core';

export const STATUS_LEGEND = [
  { label: 'COMPLETE', color: 'var(--mantine-color-teal-6)' },
  { label: 'INCOMPLETE', color: 'var(--mantine-color-yellow-5)' },
  { label: 'UNBEGUN', color: 'var(--mantine-color-gray-4)' },
] as const;

export function StatusLegend() {
  return (
    <Group gap="lg" aria-label="Data records status legend" role="list">
      {STATUS_LEGEND.map((item) => (
        <Group key={item.label} gap={6} role="listitem">
          <ColorSwatch color={item.color} size={14} withShadow={false} aria-hidden />
          <Text size="xs" fw={700} c="dimmed">
            {item.label}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
