/**
 * The From and To month pickers of an analytics read, applied by Show: months from YEAR_PICKER_MIN to this
 * month, at most ten years; what is wrong with a pick is said under it once Show was pressed.
 */
import { Button, Group, Paper, Text } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { YEAR_PICKER_MIN } from '@sac/domain';
import { type ReactNode, useState } from 'react';
import { type MonthPeriod, periodError } from '../month-period';

const MONTH_PICKER_LABELS = {
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};

/** The picker's value (YYYY-MM-DD) as YYYY-MM, and back. */
const toKey = (value: string | null) => (value ? value.slice(0, 7) : null);
const toValue = (key: string) => `${key}-01`;

type MonthPeriodPickerProps = {
  now: Date;
  period: MonthPeriod;
  onApply: (period: MonthPeriod) => void;
  /** The form's accessible name. */
  label: string;
  /** More fields beside the months (a location, a species), applied by the same Show. */
  children?: ReactNode;
};

export function MonthPeriodPicker({ now, period, onApply, label, children }: MonthPeriodPickerProps) {
  const [from, setFrom] = useState<string | null>(period.from);
  const [to, setTo] = useState<string | null>(period.to);
  const [showError, setShowError] = useState(false);
  const error = periodError(from, to);
  const minDate = `${YEAR_PICKER_MIN}-01-01`;
  const maxDate = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`;
  return (
    <Paper withBorder p="md" radius="md">
      <form
        noValidate
        aria-label={label}
        onSubmit={(event) => {
          event.preventDefault();
          setShowError(true);
          if (!error && from && to) onApply({ from, to });
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <MonthPickerInput
            label="From"
            valueFormat="MMMM YYYY"
            ariaLabels={MONTH_PICKER_LABELS}
            minDate={minDate}
            maxDate={maxDate}
            value={from ? toValue(from) : null}
            onChange={(value) => setFrom(toKey(value))}
            miw={180}
          />
          <MonthPickerInput
            label="To"
            valueFormat="MMMM YYYY"
            ariaLabels={MONTH_PICKER_LABELS}
            minDate={minDate}
            maxDate={maxDate}
            value={to ? toValue(to) : null}
            onChange={(value) => setTo(toKey(value))}
            miw={180}
          />
          {children}
          <Button type="submit">Show</Button>
        </Group>
        {showError && error && (
          <Text c="red" size="sm" mt="xs" role="alert">
            {error}
          </Text>
        )}
      </form>
    </Paper>
  );
}
