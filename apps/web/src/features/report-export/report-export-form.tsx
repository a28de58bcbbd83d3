/**
 * The report export form (000 §2 Export screen, §5, §8): a location (All Locations or one of the
 * organization's), the export date format, one or more months or years, then Generate Report; the PDF
 * and CSV downloads appear under it. Any change to the form hides the downloads of earlier choices.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import {
  ALL_LOCATIONS,
  ALL_LOCATIONS_LABEL,
  createReportExportSchema,
  EXPORT_DATE_FORMAT_OPTIONS,
  EXPORT_MESSAGES,
  formatIsoDate,
  type ReportExportOutput,
  type ReportExportValues,
  type RouteAction,
  toReportExportAttributes,
} from '@sac/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { organizationLocationsQueryOptions } from '../../lib/api/organization-locations';
import { saveErrorMessage } from '../../lib/errors';
import { FormRadioGroup, FormSelect } from '../../lib/ui/form-controls';
import { LoadError } from '../../lib/ui/load-error';
import { useCreateReportExport } from './api/create-report-export';
import { ExportDatePicker } from './export-date-picker';
import { ReportExportDownloads } from './report-export-downloads';
import { reportExportErrors } from './report-export-errors';

type ReportExportFormProps = { organizationId: string; action: RouteAction };

export function ReportExportForm({ organizationId, action }: ReportExportFormProps) {
  const now = useMemo(() => new Date(), []);
  const schema = useMemo(() => createReportExportSchema({ now }), [now]);
  const { control, handleSubmit, watch, setError, resetField } = useForm<
    ReportExportValues,
    unknown,
    ReportExportOutput
  >({ resolver: zodResolver(schema), defaultValues: { location: ALL_LOCATIONS } });
  const locations = useQuery(organizationLocationsQueryOptions(organizationId));
  const generate = useCreateReportExport();
  const { reset: forgetReport } = generate;
  const format = watch('dateFormat');

  // Downloads belong to the choices they were made for.
  useEffect(() => {
    const subscription = watch(() => forgetReport());
    return () => subscription.unsubscribe();
  }, [watch, forgetReport]);

  const handleGenerate = (values: ReportExportOutput) =>
    generate.mutate(toReportExportAttributes(values, { organizationId, action }), {
      onError: (error) => {
        for (const { field, message } of reportExportErrors(error).fields) {
          setError(field, { type: 'server', message });
        }
      },
    });

  const locationOptions = [
    { value: ALL_LOCATIONS, label: ALL_LOCATIONS_LABEL },
    ...(locations.data ?? []).map((location) => ({
      value: location.id,
      label: location.status === 'closed' ? `${location.name} (closed)` : location.name,
    })),
  ];
  // The organization tab switches databases without a new form: a report of the other one is not shown.
  const current = generate.variables?.action === action;
  const failure = current && generate.isError ? reportExportErrors(generate.error) : null;
  // Field errors show on their fields; the alert names the rest, or the failure itself.
  const failureText = failure
    ? failure.others.join(' ') || (failure.fields.length > 0 ? '' : saveErrorMessage(generate.error))
    : '';

  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" radius="md" maw={640}>
        <form onSubmit={handleSubmit(handleGenerate)} noValidate aria-label="Export report">
          <Stack gap="md">
            <FormSelect
              control={control}
              name="location"
              label="Location"
              data={locationOptions}
              allowDeselect={false}
              maw={400}
            />
            {locations.isError && (
              <LoadError
                error={locations.error}
                onRetry={locations.refetch}
                retrying={locations.isFetching}
                message={EXPORT_MESSAGES.unableToLoadLocations}
              />
            )}
            <FormRadioGroup
              control={control}
              name="dateFormat"
              label="Export Date Format"
              withAsterisk
              options={EXPORT_DATE_FORMAT_OPTIONS}
              // Months picked mean nothing as years, and the other way round.
              onValueChange={() => resetField('dates')}
            />
            <ExportDatePicker control={control} format={format} maxDate={formatIsoDate(now)} />
            <Button type="submit" loading={generate.isPending} style={{ alignSelf: 'flex-start' }}>
              Generate Report
            </Button>
          </Stack>
        </form>
      </Paper>
      {failure && (
        <Alert color="red" title={EXPORT_MESSAGES.unableToGenerate} role="alert" maw={640}>
          {failureText && <Text size="sm">{failureText}</Text>}
        </Alert>
      )}
      {current && generate.data && <ReportExportDownloads report={generate.data} />}
    </Stack>
  );
}
