/**
 * The report's dates (000 §2, §5): one or more months, or one or more years, none after the current one.
 * Which picker shows follows the chosen date format; before one is chosen the month picker waits, disabled.
 */
import { MonthPickerInput, YearPickerInput } from '@mantine/dates';
import type { ExportDateFormat, ReportExportValues } from '@sac/domain';
import { type Control, Controller } from 'react-hook-form';

type ExportDatePickerProps = {
  control: Control<ReportExportValues>;
  format: ExportDateFormat | undefined;
  /** Today ('yyyy-MM-dd'): the pickers compare by month or by year, so later ones are disabled. */
  maxDate: string;
};

/** Names of the header controls, for people using a screen reader. */
const ARIA_LABELS = {
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};

/** The first message of the dates: the list's own ('too short'), else the first refused date's. */
function datesMessage(error: unknown): string | undefined {
  if (!error) return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string' && own) return own;
  const items = Array.isArray(error) ? error : Object.values(error as object);
  return items.find((item) => typeof item?.message === 'string')?.message;
}

export function ExportDatePicker({ control, format, maxDate }: ExportDatePickerProps) {
  return (
    <Controller
      control={control}
      name="dates"
      render={({ field, fieldState }) => {
        const common = {
          label: 'Export Dates',
          withAsterisk: true,
          clearable: true,
          maxDate,
          ariaLabels: ARIA_LABELS,
          value: field.value ?? [],
          // Picking is a finished entry: mark the field touched so an earlier error updates at once.
          onChange: (value: string[]) => {
            field.onChange(value);
            field.onBlur();
          },
          onBlur: field.onBlur,
          error: datesMessage(fieldState.error),
          maw: 560,
        };
        return format === 'year' ? (
          <YearPickerInput
            {...common}
            type="multiple"
            valueFormat="YYYY"
            placeholder="Pick one or more years"
          />
        ) : (
          <MonthPickerInput
            {...common}
            type="multiple"
            valueFormat="MMMM YYYY"
            disabled={!format}
            placeholder={format ? 'Pick one or more months' : 'Choose an export date format first'}
          />
        );
      }}
    />
  );
}
