/** react-hook-form bindings of the Mantine selects the organization forms use. */
import {
  MultiSelect,
  type MultiSelectProps,
  Select,
  type SelectProps,
  Switch,
  type SwitchProps,
} from '@mantine/core';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

type Bound<P, T extends FieldValues> = Omit<P, 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

export function FormSelect<T extends FieldValues>({ control, name, ...props }: Bound<SelectProps, T>) {
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
            field.value === null || field.value === undefined || field.value === ''
              ? null
              : String(field.value)
          }
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
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
