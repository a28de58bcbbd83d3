/** The status table's year selector (000 §2): previous and next, next disabled at the current year. */
import { ActionIcon, Group, Text } from '@mantine/core';
import { YEAR_PICKER_MIN } from '@sac/domain';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

type YearStepperProps = { year: number; maxYear: number; onChange: (year: number) => void };

export function YearStepper({ year, maxYear, onChange }: YearStepperProps) {
  return (
    <Group gap="xs" role="group" aria-label="Year">
      <ActionIcon
        variant="default"
        aria-label="Previous year"
        disabled={year <= YEAR_PICKER_MIN}
        onClick={() => onChange(year - 1)}
      >
        <IconChevronLeft size={16} />
      </ActionIcon>
      <Text fw={600} w={48} ta="center" aria-live="polite">
        {year}
      </Text>
      <ActionIcon
        variant="default"
        aria-label="Next year"
        disabled={year >= maxYear}
        onClick={() => onChange(year + 1)}
      >
        <IconChevronRight size={16} />
      </ActionIcon>
    </Group>
  );
}
