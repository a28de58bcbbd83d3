/**
 * The monthly bar chart stacked by species group (canine, feline, other) that the organization home and
 * the coalition home show (000 §2 Home, 002 §2.8): twelve bars, a count axis of round ticks, the legend
 * below, and on hover the month's numbers.
 *
 * Drawn as SVG here rather than with the chart library: this one fixed chart is on the page every user
 * opens first, and the library (recharts) cost that page 84 KiB of compressed script and about 0.6 s of a
 * slow phone's main thread (issue 14 §2). Pages with richer charts (coalition analytics) keep the library.
 * Bars are placed in percentages of the plot's width, so the chart follows its container; the plot's
 * measured width only decides whether every month keeps its label. The count axis has a fixed width.
 */
import { Box, ColorSwatch, Group, getThemeColor, Paper, Text, useMantineTheme } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { formatInteger, type SpeciesReportGroup } from '@sac/domain';
import { memo, useState } from 'react';
import { niceTicks } from './chart-ticks';
import { SPECIES_GROUP_SERIES } from './species-series';

export type SpeciesBarRow = { month: string } & Record<SpeciesReportGroup, number>;

type SpeciesBarChartProps = {
  rows: readonly SpeciesBarRow[];
  /** The whole chart's height in pixels, legend included. */
  height: number;
};

const AXIS_WIDTH = 48;
const LABEL_ROW = 24;
const LEGEND_ROW = 32;
const TOP_PADDING = 12;
/** Below this many pixels per month, every other month is labelled (a phone fits "Jan" but not twelve of them). */
const MIN_LABEL_SLOT = 32;
/** A bar's share of its month's slot. */
const BAR_SHARE = 0.6;
const TEXT_COLOR = 'var(--mantine-color-dimmed)';
const GRID_COLOR = 'var(--mantine-color-gray-3)';

type Series = (typeof SPECIES_GROUP_SERIES)[number];

const percent = (value: number) => `${(value * 100).toFixed(3)}%`;
const rowTotal = (row: SpeciesBarRow) => SPECIES_GROUP_SERIES.reduce((sum, s) => sum + row[s.name], 0);

export const SpeciesBarChart = memo(function SpeciesBarChart({ rows, height }: SpeciesBarChartProps) {
  const theme = useMantineTheme();
  const [active, setActive] = useState<number | null>(null);
  const plot = useElementSize<HTMLDivElement>();
  const everyOtherLabel = plot.width > 0 && plot.width / Math.max(1, rows.length) < MIN_LABEL_SLOT;
  const ticks = niceTicks(Math.max(0, ...rows.map(rowTotal)));
  const top = ticks[ticks.length - 1] ?? 1;
  const svgHeight = height - LEGEND_ROW;
  const plotHeight = svgHeight - LABEL_ROW - TOP_PADDING;
  const y = (value: number) => TOP_PADDING + plotHeight - (value / top) * plotHeight;
  const slot = 1 / Math.max(1, rows.length);
  const colorOf = (series: Series) => getThemeColor(series.color, theme);

  return (
    <Box h={height} pos="relative" onMouseLeave={() => setActive(null)} data-species-chart>
      <Box display="flex" h={svgHeight} aria-hidden>
        <svg width={AXIS_WIDTH} height={svgHeight} style={{ flex: 'none' }} aria-hidden="true">
          {ticks.map((tick) => (
            <text
              key={tick}
              x={AXIS_WIDTH - 8}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize={12}
              style={{ fill: TEXT_COLOR }}
            >
              {formatInteger(tick)}
            </text>
          ))}
        </svg>
        <div ref={plot.ref} style={{ flex: '1 1 0', minWidth: 0 }}>
          <svg width="100%" height={svgHeight} style={{ overflow: 'visible' }} aria-hidden="true">
            {ticks.map((tick) => (
              <line
                key={tick}
                x1="0"
                x2="100%"
                y1={y(tick)}
                y2={y(tick)}
                strokeDasharray={tick === 0 ? undefined : '5 5'}
                style={{ stroke: GRID_COLOR }}
              />
            ))}
            {rows.map((row, index) => {
              let base = 0;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the months are fixed and in order
                <g key={index} data-month={row.month}>
                  {active === index && (
                    <rect
                      x={percent(index * slot)}
                      width={percent(slot)}
                      y={TOP_PADDING}
                      height={plotHeight}
                      style={{ fill: 'var(--mantine-color-gray-1)' }}
                    />
                  )}
                  {SPECIES_GROUP_SERIES.map((series) => {
                    const value = row[series.name];
                    if (value <= 0) return null;
                    const from = base;
                    base += value;
                    return (
                      <rect
                        key={series.name}
                        data-bar={series.name}
                        x={percent((index + (1 - BAR_SHARE) / 2) * slot)}
                        width={percent(BAR_SHARE * slot)}
                        y={y(base)}
                        height={Math.max(0, y(from) - y(base))}
                        style={{ fill: colorOf(series) }}
                      />
                    );
                  })}
                  {(!everyOtherLabel || index % 2 === 0) && (
                    <text
                      x={percent((index + 0.5) * slot)}
                      y={TOP_PADDING + plotHeight + LABEL_ROW / 2 + 2}
                      textAnchor="middle"
                      dominantBaseline="middle"
                      fontSize={12}
                      style={{ fill: TEXT_COLOR }}
                    >
                      {row.month}
                    </text>
                  )}
                  {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer's convenience, as the chart library's tooltip was; the figure's label and the tables beside it carry the numbers */}
                  <rect
                    x={percent(index * slot)}
                    width={percent(slot)}
                    y={0}
                    height={TOP_PADDING + plotHeight}
                    fill="transparent"
                    onMouseEnter={() => setActive(index)}
                  />
                </g>
              );
            })}
          </svg>
        </div>
      </Box>
      <Group gap="md" justify="center" h={LEGEND_ROW} aria-hidden>
        {SPECIES_GROUP_SERIES.map((series) => (
          <Group key={series.name} gap={6} wrap="nowrap">
            <ColorSwatch color={colorOf(series)} size={12} withShadow={false} />
            <Text size="sm">{series.label}</Text>
          </Group>
        ))}
      </Group>
      {active !== null && rows[active] && (
        <MonthTooltip row={rows[active]} position={(active + 0.5) * slot} colorOf={colorOf} />
      )}
    </Box>
  );
});

/**
 * The hovered month's numbers at the top of the plot, over its bar: centred in the middle months, shifted
 * inwards at the edges so that January's and December's stay inside the chart.
 */
type MonthTooltipProps = { row: SpeciesBarRow; position: number; colorOf: (series: Series) => string };

function MonthTooltip({ row, position, colorOf }: MonthTooltipProps) {
  const left = `calc(${AXIS_WIDTH}px + (100% - ${AXIS_WIDTH}px) * ${position})`;
  const shift = Math.min(0.9, Math.max(0.1, position)) * 100;
  return (
    <Paper
      withBorder
      shadow="md"
      p="xs"
      pos="absolute"
      top={TOP_PADDING}
      left={left}
      style={{ transform: `translateX(-${shift}%)`, pointerEvents: 'none', zIndex: 1, whiteSpace: 'nowrap' }}
      aria-hidden
      data-chart-tooltip
    >
      <Text size="sm" fw={600}>
        {row.month}
      </Text>
      {SPECIES_GROUP_SERIES.map((series) => (
        <Group key={series.name} gap={6} justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <ColorSwatch color={colorOf(series)} size={10} withShadow={false} />
            <Text size="sm">{series.label}</Text>
          </Group>
          <Text size="sm">{formatInteger(row[series.name])}</Text>
        </Group>
      ))}
    </Paper>
  );
}
