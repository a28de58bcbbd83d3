/**
 * The options screen's form (000 §2, §5): Upload CSV (managers and admins) or manual entry of a month
 * picked up to the current one; Continue opens the upload screen or the month. The picker starts on last
 * month and shows each month's status, read as the home's tiles read it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, Stack, Text } from '@mantine/core';
import {
  createEntryOptionsSchema,
  DATA_ENTRY_METHOD_OPTIONS,
  type EntryOptionsValues,
  isFutureMonth,
} from '@sac/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { monthStatusesQueryOptions } from '../../lib/api/month-statuses';
import { type AdminTarget, type EntryAction, paths } from '../../lib/paths';
import { FormMonthPicker, FormRadioGroup } from '../../lib/ui/form-controls';
import { LoadError } from '../../lib/ui/load-error';
import { latestEntryMonth, monthStatusWord, pickedEntryMonth, previousEntryMonth } from './entry-months';
import { MonthStatusControl, shortMonthName } from './month-status-control';

type EntryOptionsFormProps = {
  action: EntryAction;
  target?: AdminTarget;
  canUpload: boolean;
  /** The location whose month statuses the picker shows. */
  locationId: string;
  /** The clock: which month is last month and which are still to come. */
  now?: Date;
};

const yearOf = (value: string) => Number(value.slice(0, 4));
const monthOf = (value: string) => Number(value.slice(5, 7));

/** Names of the picker's arrows, which show only an icon. */
const PICKER_ARIA_LABELS = {
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};

/** Room between the input and the picker's dropdown for the field's error, so the dropdown never hides it. */
const DROPDOWN_OFFSET = { plain: 8, belowError: 34 };

export function EntryOptionsForm({
  action,
  target,
  canUpload,
  locationId,
  now: clock,
}: EntryOptionsFormProps) {
  const navigate = useNavigate();
  const now = useMemo(() => clock ?? new Date(), [clock]);
  const schema = useMemo(() => createEntryOptionsSchema({ now }), [now]);
  const { control, handleSubmit, watch, formState } = useForm<EntryOptionsValues>({
    resolver: zodResolver(schema),
    defaultValues: { method: 'manually', month: previousEntryMonth(now) },
  });
  const method = watch('method');
  const [shownYear, setShownYear] = useState(() => yearOf(previousEntryMonth(now)));
  const statuses = useQuery(monthStatusesQueryOptions(locationId, action, shownYear));
  const statusOf = useMemo(
    () => new Map((statuses.data ?? []).map((row) => [row.month, row.status])),
    [statuses.data],
  );

  const monthControlProps = (date: string) => {
    const year = yearOf(date);
    const month = monthOf(date);
    if (!statuses.data || year !== shownYear || isFutureMonth(year, month, now)) return {};
    const word = monthStatusWord(statusOf.get(month));
    return {
      children: <MonthStatusControl month={month} word={word} />,
      'aria-label': `${shortMonthName(month)}, ${word}`,
    };
  };

  const handleContinue = (values: EntryOptionsValues) => {
    if (values.method === 'csv') {
      navigate(paths.entryUpload(action, target));
      return;
    }
    const picked = pickedEntryMonth(values.month, now);
    if (picked) navigate(paths.entryMonth(action, picked.year, picked.month, target));
  };

  return (
    <Paper withBorder p="lg" radius="md" maw={560}>
      <form onSubmit={handleSubmit(handleContinue)} noValidate aria-label="Entry options">
        <Stack gap="md">
          <FormRadioGroup
            control={control}
            name="method"
            label="How would you like to enter your data?"
            options={DATA_ENTRY_METHOD_OPTIONS.map((option) => ({
              ...option,
              disabled: option.value === 'csv' && !canUpload,
            }))}
          />
          {!canUpload && (
            <Text size="sm" c="dimmed">
              Only organization managers can upload CSV files.
            </Text>
          )}
          {method === 'manually' && (
            <>
              <FormMonthPicker
                control={control}
                name="month"
                label="Month of Record"
                placeholder="Pick a month"
                withAsterisk
                clearable
                clearButtonProps={{ 'aria-label': 'Clear the month' }}
                maxDate={latestEntryMonth(now)}
                date={`${shownYear}-01-01`}
                onDateChange={(date) => setShownYear(yearOf(date))}
                getMonthControlProps={monthControlProps}
                ariaLabels={PICKER_ARIA_LABELS}
                styles={{ monthsListControl: { height: 'auto', minHeight: 44, paddingBlock: 4 } }}
                popoverProps={{
                  offset: formState.errors.month ? DROPDOWN_OFFSET.belowError : DROPDOWN_OFFSET.plain,
                }}
              />
              {statuses.isError && (
                <LoadError
                  error={statuses.error}
                  onRetry={statuses.refetch}
                  retrying={statuses.isFetching}
                  message="Unable to load the month statuses."
                />
              )}
            </>
          )}
          <Button type="submit" style={{ alignSelf: 'flex-start' }}>
            Continue
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
