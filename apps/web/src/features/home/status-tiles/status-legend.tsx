/** The data-records status legend (000 §2 Home): COMPLETE, INCOMPLETE, UNBEGUN in the tiles' colours. */
import { ColorSwatch, Group, Text } from '@mantine/core';
import { STATUS_LEGEND, STATUS_TILE_COLORS } from './month-tiles';

export function StatusTilesLegend() {
  return (
    <Group gap="lg" aria-label="Data records status legend" role="list">
      {STATUS_LEGEND.map((item) => (
        <Group key={item.label} gap={6} role="listitem">
          <ColorSwatch color={STATUS_TILE_COLORS[item.state]} size={14} withShadow={false} aria-hidden />
          <Text size="xs" fw={700} c="dimmed">
            {item.label}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
