/**
 * The options screen's form (000 §2, §5): Upload CSV (managers and admins) or manual entry of a month
 * picked up to the current one; Continue opens the upload screen or the month.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { createEntryOptionsSchema, DATA_ENTRY_METHOD_OPTIONS, type EntryOptionsValues } from '@sac/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type AdminTarget, type EntryAction, paths } from '../../lib/paths';
import { FormMonthPicker, FormRadioGroup } from '../../lib/ui/form-controls';
import { latestEntryMonth, pickedEntryMonth } from './entry-months';

type EntryOptionsFormProps = { action: EntryAction; target?: AdminTarget; canUpload: boolean };

export function EntryOptionsForm({ action, target, canUpload }: EntryOptionsFormProps) {
  const navigate = useNavigate();
  const now = useMemo(() => new Date(), []);
  const schema = useMemo(() => createEntryOptionsSchema({ now }), [now]);
  const { control, handleSubmit, watch } = useForm<EntryOptionsValues>({
    resolver: zodResolver(schema),
    defaultValues: { method: 'manually', month: null },
  });
  const method = watch('method');

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
            <FormMonthPicker
              control={control}
              name="month"
              label="Month of Record"
              placeholder="Pick a month"
              withAsterisk
              maxDate={latestEntryMonth(now)}
            />
          )}
          <Button type="submit" style={{ alignSelf: 'flex-start' }}>
            Continue
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
