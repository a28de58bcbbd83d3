/**
 * A dot-and-range chart of the Comparison dashboard (issue 15), drawn as a small SVG: one line per metric on
 * a 0–100% scale, the peers' interquartile range as a band, their median as a tick, the organization's value
 * as a dot.
 */
import { Box, Group, Text } from '@mantine/core';
import type { ComparisonRow } from './comparison-tables';

const WIDTH = 760;
const LABEL_WIDTH = 280;
const TRACK = { left: LABEL_WIDTH + 10, right: WIDTH - 20 };
const ROW_HEIGHT = 34;
const AXIS_HEIGHT = 24;
const COLORS = { range: '#96f2d7', median: '#087f5b', value: '#e8590c', track: '#dee2e6', text: '#495057' };
const TICKS = [0, 0.25, 0.5, 0.75, 1];

const xOf = (fraction: number) =>
  TRACK.left + Math.min(1, Math.max(0, fraction)) * (TRACK.right - TRACK.left);

function ComparisonLine({ row, y }: { row: ComparisonRow; y: number }) {
  const { figure } = row;
  const middle = y + ROW_HEIGHT / 2;
  return (
    <g>
      <text x={LABEL_WIDTH} y={middle + 4} textAnchor="end" fontSize={12} fill={COLORS.text}>
        {row.label}
      </text>
      <line x1={TRACK.left} x2={TRACK.right} y1={middle} y2={middle} stroke={COLORS.track} />
      {figure.peerQ1 !== null && figure.peerQ3 !== null && (
        <rect
          x={xOf(figure.peerQ1)}
          y={middle - 7}
          width={Math.max(2, xOf(figure.peerQ3) - xOf(figure.peerQ1))}
          height={14}
          fill={COLORS.range}
          rx={3}
        />
      )}
      {figure.peerMedian !== null && (
        <line
          x1={xOf(figure.peerMedian)}
          x2={xOf(figure.peerMedian)}
          y1={middle - 10}
          y2={middle + 10}
          stroke={COLORS.median}
          strokeWidth={3}
        />
      )}
      {figure.value !== null && <circle cx={xOf(figure.value)} cy={middle} r={6} fill={COLORS.value} />}
    </g>
  );
}

export function ComparisonChart({ rows, label }: { rows: readonly ComparisonRow[]; label: string }) {
  const height = rows.length * ROW_HEIGHT + AXIS_HEIGHT;
  const axisY = rows.length * ROW_HEIGHT;
  return (
    <>
      <Group gap="lg" wrap="wrap">
        <Legend color={COLORS.value} text="This organization" round />
        <Legend color={COLORS.median} text="Peer median" />
        <Legend color={COLORS.range} text="Peer 25th–75th percentile" />
      </Group>
      {/* Drawn at its own size, so that its labels read the same everywhere; a phone scrolls it sideways
          (focusable, so that a keyboard can scroll it too: axe scrollable-region-focusable). */}
      <Box style={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label={`${label}, scrolls sideways`}>
        <svg viewBox={`0 0 ${WIDTH} ${height}`} width={WIDTH} height={height} role="img" aria-label={label}>
          {rows.map((row, index) => (
            <ComparisonLine key={row.key} row={row} y={index * ROW_HEIGHT} />
          ))}
          {TICKS.map((tick) => (
            <text
              key={tick}
              x={xOf(tick)}
              y={axisY + 16}
              textAnchor="middle"
              fontSize={11}
              fill={COLORS.text}
            >
              {`${tick * 100}%`}
            </text>
          ))}
        </svg>
      </Box>
    </>
  );
}

function Legend({ color, text, round }: { color: string; text: string; round?: boolean }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span
        aria-hidden
        style={{
          width: 12,
          height: 12,
          background: color,
          borderRadius: round ? 6 : 2,
          display: 'inline-block',
        }}
      />
      <Text size="sm">{text}</Text>
    </Group>
  );
}
