/** The registration form's selects: unchosen is null, and a choice once made is changed, not cleared. */
import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormSelect as BoundSelect } from '../../lib/ui/form-controls';

export function FormSelect<T extends FieldValues>(props: ComponentProps<typeof BoundSelect<T>>) {
  return <BoundSelect {...props} emptyValue={null} allowDeselect={false} />;
}
