/** react-hook-form bindings of the Mantine selects, radio groups, switches and month pickers the forms use. */
import {
  MultiSelect,
  type MultiSelectProps,
  Radio,
  type RadioGroupProps,
  Select,
  type SelectProps,
  Stack,
  Switch,
  type SwitchProps,
} from '@mantine/core';
import { MonthPickerInput, type MonthPickerInputProps } from '@mantine/dates';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

type Bound<P, T extends FieldValues> = Omit<P, 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

type FormSelectProps<T extends FieldValues> = Bound<SelectProps, T> & {
  /** What the field holds while nothing is chosen: '' (the default) or null. */
  emptyValue?: '' | null;
  /** Shown when the field itself has no error (a failed load of the options, say). */
  fallbackError?: string;
};

export function FormSelect<T extends FieldValues>({
  control,
  name,
  emptyValue = '',
  fallbackError,
  ...props
}: FormSelectProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...props}
          ref={field.ref}
          name={field.name}
          value={
            field.value === null || field.value === undefined || field.value === emptyValue
              ? null
              : String(field.value)
          }
          onChange={(value) => field.onChange(value ?? emptyValue)}
          onBlur={field.onBlur}
          error={fieldState.error?.message ?? fallbackError}
        />
      )}
    />
  );
}

export function FormMultiSelect<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<MultiSelectProps, T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MultiSelect
          {...props}
          ref={field.ref}
          name={field.name}
          value={Array.isArray(field.value) ? field.value : []}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

type FormRadioGroupProps<T extends FieldValues> = Omit<
  RadioGroupProps,
  'value' | 'onChange' | 'error' | 'children'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  options: readonly { value: string; label: string; disabled?: boolean }[];
  /** Called after the field took the chosen value (to clear a field that depends on it, say). */
  onValueChange?: (value: string) => void;
};

/** A choice among a few options as a Mantine Radio.Group, one radio per line. */
export function FormRadioGroup<T extends FieldValues>({
  control,
  name,
  options,
  onValueChange,
  ...props
}: FormRadioGroupProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Radio.Group
          {...props}
          value={field.value ?? null}
          onChange={(value) => {
            field.onChange(value);
            onValueChange?.(value);
          }}
          error={fieldState.error?.message}
        >
          <Stack gap="xs" mt="xs">
            {options.map((option) => (
              <Radio
                key={option.value}
                value={option.value}
                label={option.label}
                disabled={option.disabled}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
    />
  );
}

type FormSwitchProps<T extends FieldValues> = Omit<SwitchProps, 'checked' | 'onChange'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** A boolean field as a Mantine Switch, bound through `checked` rather than the DOM value. */
export function FormSwitch<T extends FieldValues>({ control, name, ...props }: FormSwitchProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          {...props}
          ref={field.ref}
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/**
 * A month field ('MMMM YYYY') as a Mantine MonthPickerInput. Picking a month also marks the field touched:
 * the picker has no typing, so a pick is a finished entry and an `onTouched` form validates it at once.
 */
export function FormMonthPicker<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<MonthPickerInputProps, T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MonthPickerInput
          valueFormat="MMMM YYYY"
          {...props}
          value={field.value || null}
          onChange={(value) => {
            field.onChange(value ?? null);
            field.onBlur();
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
