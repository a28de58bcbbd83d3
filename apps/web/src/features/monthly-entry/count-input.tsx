/** A count input of the matrices (000 §5): a whole number of 0 or more, or empty for "not entered yet". */
import { NumberInput } from '@mantine/core';
import type { FormValue } from './changed-fields';

type CountInputProps = {
  label: string;
  value: FormValue;
  error?: string;
  /** A hint under the input, read with it by screen readers. */
  description?: string | null;
  onChange: (value: FormValue) => void;
};

export function CountInput({ label, value, error, description, onChange }: CountInputProps) {
  return (
    <NumberInput
      aria-label={label}
      value={value === null || value === undefined ? '' : value}
      onChange={(next) => onChange(next === '' ? '' : Number(next))}
      min={0}
      allowNegative={false}
      allowDecimal={false}
      hideControls
      size="xs"
      error={error}
      description={description ?? undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      styles={{ input: { textAlign: 'right' } }}
    />
  );
}

/** A count as view mode shows it: the number, or a dash when not entered. */
export function formatCount(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? value.toLocaleString('en-US') : '—';
}
