/** One month of the status table: its name and a Complete, In Progress or Enter link, or a lock. */
import { Anchor, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { monthName } from '@sac/domain';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  STATUS_TILE_COLORS,
  STATUS_TILE_PALETTE,
  TILE_LINK_TEXT,
  type MonthTile as Tile,
} from './month-tiles';

const shortMonthName = (month: number) => (monthName(month) ?? '').slice(0, 3);

/**
 * The frame of a tile (border, padding, a 4 px top border) and of its placeholder while the statuses load
 * (record-status-tiles.tsx): one definition, so that the placeholders keep the tiles' size.
 */
export const TILE_FRAME = { withBorder: true, radius: 'sm', px: 4, py: 6 } as const;
export const TILE_TOP_BORDER_WIDTH = 4;

export function MonthTile({ tile, to }: { tile: Tile; to: string }) {
  const locked = tile.state === 'unavailable';
  const { color } = STATUS_TILE_PALETTE[tile.state];
  return (
    <Paper
      component="li"
      {...TILE_FRAME}
      data-state={tile.state}
      style={{
        listStyle: 'none',
        borderTop: `${TILE_TOP_BORDER_WIDTH}px solid ${STATUS_TILE_COLORS[tile.state]}`,
        background: locked ? 'var(--mantine-color-gray-0)' : `var(--mantine-color-${color}-light)`,
      }}
    >
      <Stack gap={2} align="center">
        <Text size="sm" fw={600} c={locked ? 'dimmed' : undefined} aria-hidden>
          {shortMonthName(tile.month)}
        </Text>
        {tile.state === 'unavailable' ? (
          <ThemeIcon variant="transparent" color="gray" size="sm" role="img" aria-label={tile.label}>
            <IconLock size={16} />
          </ThemeIcon>
        ) : (
          <Anchor
            component={Link}
            to={to}
            size="sm"
            fw={600}
            // The text color made for this tint (the theme keeps it at 4.5:1 on it), not the brand teal.
            c={`var(--mantine-color-${color}-light-color)`}
            // The visible text first (WCAG 2.5.3 label in name): "Enter February 2026: Entry is Unbegun".
            aria-label={`${TILE_LINK_TEXT[tile.state]} ${tile.label}`}
            style={{ whiteSpace: 'nowrap' }}
          >
            {TILE_LINK_TEXT[tile.state]}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
