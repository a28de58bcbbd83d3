/**
 * One month of the options screen's picker: its short name and, once the location's statuses are read, a
 * dot and the status in words (Complete, Incomplete, Unbegun) in the home tiles' colours, so a manager sees
 * which months are left before opening one. Future months (disabled) say nothing.
 */
import { Box, Text } from '@mantine/core';
import { MONTH_NAMES } from '@sac/domain';
import type { MonthStatusWord } from './entry-months';

const DOT_COLOR: Record<MonthStatusWord, string> = {
  Complete: 'var(--mantine-color-teal-6)',
  Incomplete: 'var(--mantine-color-yellow-5)',
  Unbegun: 'var(--mantine-color-gray-5)',
};

/** The short month name Mantine's picker shows ('Mar'). */
export const shortMonthName = (month: number) => (MONTH_NAMES[month - 1] ?? '').slice(0, 3);

export function MonthStatusControl({ month, word }: { month: number; word: MonthStatusWord }) {
  return (
    <Box style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', lineHeight: 1.2 }}>
      <span>{shortMonthName(month)}</span>
      <Text span fz={10} lh={1.2} style={{ display: 'flex', alignItems: 'center', gap: 3 }}>
        <Box
          component="span"
          aria-hidden
          style={{ width: 7, height: 7, borderRadius: '50%', background: DOT_COLOR[word], flex: 'none' }}
        />
        {word}
      </Text>
    </Box>
  );
}
