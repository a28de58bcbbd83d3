/**
 * The aggregation form (002 §2.14, §5, §8): an optional Org ID (blank: every connected organization) and a
 * month no later than the current one. Aggregate Data is enabled once the form is valid and changed; a
 * queued job is toasted and the form keeps what was sent (so a second click does not queue it twice).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, Stack, TextInput } from '@mantine/core';
import { COALITION_MESSAGES, type ShelterSoftwareVendor } from '@sac/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../../lib/api/server-field-errors';
import { saveErrorMessage } from '../../lib/errors';
import { showError, showSuccess } from '../../lib/toasts';
import { FormMonthPicker } from '../../lib/ui/form-controls';
import {
  type AggregationFormOutput,
  type AggregationFormValues,
  createAggregationFormSchema,
  toAggregationRequest,
} from './aggregation-form-schema';
import { useCreateAggregation } from './api/create-aggregation';

/** The picker starts empty: the form's value is null until a month is picked. */
const EMPTY: AggregationFormValues = { orgId: '', date: null as unknown as string };
const FIELDS = ['orgId', 'date'];
/** The server names the month and year of the body; the form has one field for both. */
const SERVER_FIELD_NAMES = { month: 'date', year: 'date' };

const PICKER_ARIA_LABELS = {
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};

const pad = (value: number) => String(value).padStart(2, '0');
const currentMonth = (now: Date) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-01`;

type AggregationFormProps = {
  vendor: ShelterSoftwareVendor;
  /** The clock: the latest month that may be picked. */
  now?: Date;
};

export function AggregationForm({ vendor, now: clock }: AggregationFormProps) {
  const now = useMemo(() => clock ?? new Date(), [clock]);
  const schema = useMemo(() => createAggregationFormSchema(now), [now]);
  const create = useCreateAggregation(vendor);
  const { register, control, handleSubmit, formState, setError, reset } = useForm<
    AggregationFormValues,
    unknown,
    AggregationFormOutput
  >({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: EMPTY });
  const { errors, isDirty, isValid } = formState;

  const handleAggregate = (values: AggregationFormOutput) =>
    create.mutate(toAggregationRequest(values), {
      onSuccess: () => {
        reset(values);
        showSuccess(COALITION_MESSAGES.aggregationQueued);
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, setError, FIELDS, SERVER_FIELD_NAMES))
          showError(saveErrorMessage(error));
      },
    });

  return (
    <Paper withBorder p="lg" radius="md" maw={560}>
      <form onSubmit={handleSubmit(handleAggregate)} noValidate aria-label="Aggregate data">
        <Stack gap="md">
          <TextInput
            label="Org ID"
            description="Leave blank to aggregate every connected organization."
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            error={errors.orgId?.message}
            {...register('orgId')}
          />
          <FormMonthPicker
            control={control}
            name="date"
            label="Month/Year"
            placeholder="Pick a month"
            withAsterisk
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the month' }}
            maxDate={currentMonth(now)}
            ariaLabels={PICKER_ARIA_LABELS}
          />
          <Button
            type="submit"
            disabled={!isDirty || !isValid}
            loading={create.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            Aggregate Data
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
