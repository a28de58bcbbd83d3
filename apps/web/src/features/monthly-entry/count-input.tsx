/** A count input of the matrices (000 §5): a whole number of 0 or more, or empty for "not entered yet". */
import { NumberInput } from '@mantine/core';
import { formatInteger } from '@sac/domain';
import type { FormValue } from './changed-fields';
import { cellProps } from './matrix-keys';

type CountInputProps = {
  label: string;
  value: FormValue;
  error?: string;
  /** A hint under the input, read with it by screen readers. */
  description?: string | null;
  /** The matrix row the input belongs to, for the arrow keys (matrix-keys). */
  row: string;
  onChange: (value: FormValue) => void;
};

export function CountInput({ label, value, error, description, row, onChange }: CountInputProps) {
  return (
    <NumberInput
      aria-label={label}
      value={value === null || value === undefined ? '' : value}
      onChange={(next) => onChange(next === '' ? '' : Number(next))}
      min={0}
      allowNegative={false}
      allowDecimal={false}
      hideControls
      // The arrows move between the inputs, not the number up and down.
      withKeyboardEvents={false}
      inputMode="numeric"
      size="xs"
      error={error}
      description={description ?? undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      styles={{ input: { textAlign: 'right', paddingInline: 6 } }}
      {...cellProps(row)}
    />
  );
}

/** A count as view mode shows it: the number, or a dash when not entered. */
export function formatCount(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatInteger(value) : '—';
}
