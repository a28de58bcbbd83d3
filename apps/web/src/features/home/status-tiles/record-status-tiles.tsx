/**
 * The record status table of a location (000 §2 Home): a year selector and the year's twelve month tiles,
 * each linking to the month's entry screen (for admins, its admin variant naming location and organization).
 * On the organization home the card's one year selector drives the tiles (issue 14 §6): it passes `year`
 * and the tiles show no selector of their own.
 */

import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { currentYearMonth } from '@sac/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { monthStatusesQueryOptions } from '../../../lib/api/month-statuses';
import { type AdminTarget, type EntryAction, paths } from '../../../lib/paths';
import { LabelledLoader } from '../../../lib/ui/labelled-loader';
import { LoadError } from '../../../lib/ui/load-error';
import { MonthTile, TILE_FRAME, TILE_TOP_BORDER_WIDTH } from './month-tile';
import { monthTiles } from './month-tiles';
import { YearStepper } from './year-stepper';

export { STATUS_LEGEND, STATUS_TILE_COLORS } from './month-tiles';
export { StatusTilesLegend } from './status-legend';

export type RecordStatusTilesProps = {
  action: EntryAction;
  locationId: string;
  /** Admins open another organization's months through the admin route variants. */
  adminTarget?: AdminTarget;
  /** The year chosen by the card around the tiles; without it the tiles show their own year stepper. */
  year?: number;
  /** Today, for the months still to come (injected by the card, read once per visit). */
  now?: Date;
};

/** The height of a tile's link line (small text). */
const LINK_LINE_HEIGHT = 'calc(var(--mantine-font-size-sm) * var(--mantine-line-height-sm))';

const GRID_PROPS = {
  type: 'container',
  cols: { base: 3, '380px': 4, '720px': 6 },
  spacing: 'xs',
  p: 0,
  m: 0,
} as const;

/**
 * Twelve tiles of the size of the real ones while the statuses load: what follows the tiles stays where
 * it is when they arrive (a "Loading…" line in their place moved the rest of the card down).
 */
function PendingTiles() {
  return (
    <>
      <VisuallyHidden role="status">Loading the record status…</VisuallyHidden>
      <SimpleGrid {...GRID_PROPS} aria-hidden data-testid="pending-tiles">
        {Array.from({ length: 12 }, (_, index) => (
          // Same border, padding and two lines (month, link) as a MonthTile.
          // biome-ignore lint/suspicious/noArrayIndexKey: twelve fixed placeholders.
          <Paper key={index} {...TILE_FRAME} style={{ borderTopWidth: TILE_TOP_BORDER_WIDTH }}>
            <Stack gap={2} align="center">
              <Text size="sm" fw={600} c="dimmed">
                &nbsp;
              </Text>
              <Skeleton height={LINK_LINE_HEIGHT} width="70%" radius="sm" />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </>
  );
}

const REGION_LABELS: Record<EntryAction, string> = {
  'data-entry': 'Intake and outcome record status',
  services: 'Services record status',
};

export function RecordStatusTiles({
  action,
  locationId,
  adminTarget,
  year: chosen,
  now: given,
}: RecordStatusTilesProps) {
  const [now] = useState(() => given ?? new Date());
  const currentYear = currentYearMonth(now).year;
  const [ownYear, setYear] = useState(currentYear);
  const year = chosen ?? ownYear;
  const statuses = useQuery(monthStatusesQueryOptions(locationId, action, year));
  const tiles = useMemo(() => monthTiles(statuses.data ?? [], year, now), [statuses.data, year, now]);

  return (
    <Stack component="section" gap="sm" aria-label={REGION_LABELS[action]}>
      {chosen === undefined && (
        <Group justify="space-between">
          <YearStepper year={year} maxYear={currentYear} onChange={setYear} />
          {statuses.isFetching && <LabelledLoader size="xs" label="Loading statuses" />}
        </Group>
      )}
      {statuses.isError ? (
        <LoadError
          title="Unable to load the record status"
          error={statuses.error}
          onRetry={statuses.refetch}
          retrying={statuses.isFetching}
        />
      ) : statuses.isPending ? (
        <PendingTiles />
      ) : (
        <SimpleGrid component="ul" {...GRID_PROPS} aria-label={`Months of ${year}`}>
          {tiles.map((tile) => (
            <MonthTile
              key={tile.month}
              tile={tile}
              to={paths.entryMonth(action, year, tile.month, adminTarget)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
