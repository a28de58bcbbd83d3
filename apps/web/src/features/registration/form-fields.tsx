/** react-hook-form bindings of the Mantine inputs the registration form uses more than once. */
import { Select, type SelectProps } from '@mantine/core';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

type FormSelectProps<T extends FieldValues> = Omit<SelectProps, 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Shown when the field itself has no error (a failed load of the options, say). */
  fallbackError?: string;
};

export function FormSelect<T extends FieldValues>({
  control,
  name,
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
          value={field.value === null || field.value === undefined ? null : String(field.value)}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          error={fieldState.error?.message ?? fallbackError}
          allowDeselect={false}
        />
      )}
    />
  );
}
