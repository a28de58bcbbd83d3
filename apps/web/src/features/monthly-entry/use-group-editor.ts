/**
 * View → Edit → Save of one group of a matrix (000 §4, §5): the group's inputs start from the record,
 * Save sends only the changed fields of the group (nothing when none changed), a 422 puts the
 * server's message on the inputs it names, and any failure reads 'Failed to save data' beside the
 * shared error toast (000 §8).
 */
import { DATA_ENTRY_MESSAGES, type RecordKind } from '@sac/domain';
import { useEffect, useRef, useState } from 'react';
import { serverFieldErrors } from '../../lib/api/server-field-errors';
import { showError } from '../../lib/toasts';
import type { MonthRecord } from './api/month-records';
import { useSaveRecord } from './api/save-record';
import { changedFields, type FormValue } from './changed-fields';

type GroupEditorInput = {
  kind: RecordKind;
  record: MonthRecord | undefined;
  /** The entered fields of the group. */
  fields: readonly string[];
  locationId: string;
  onSaved?: () => void;
  /** Told when the group enters or leaves edit mode (and leaves it when unmounted). */
  onEditingChange?: (editing: boolean) => void;
};

export function useGroupEditor({
  kind,
  record,
  fields,
  locationId,
  onSaved,
  onEditingChange,
}: GroupEditorInput) {
  const save = useSaveRecord(kind);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Record<string, FormValue>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  const reportEditing = useRef(onEditingChange);
  reportEditing.current = onEditingChange;

  useEffect(() => {
    reportEditing.current?.(editing);
    return () => reportEditing.current?.(false);
  }, [editing]);

  const start = () => {
    const initial: Record<string, FormValue> = {};
    for (const field of fields) initial[field] = (record?.[field] as FormValue) ?? '';
    setValues(initial);
    setErrors({});
    setFailed(false);
    setEditing(true);
  };

  const cancel = () => {
    setEditing(false);
    setErrors({});
    setFailed(false);
  };

  const change = (field: string, value: FormValue) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  /** Sets several inputs at once (Auto Calculate). */
  const fill = (next: Record<string, FormValue>) => setValues((current) => ({ ...current, ...next }));

  const submit = async () => {
    if (!record) return;
    const changes = changedFields(record, values, fields);
    if (Object.keys(changes).length === 0) return cancel();
    setFailed(false);
    try {
      await save.mutateAsync({ id: record.id, locationId, changes });
      cancel();
      onSaved?.();
    } catch (error) {
      const fieldErrors: Record<string, string> = {};
      for (const { field, message } of serverFieldErrors(error))
        if (fields.includes(field)) fieldErrors[field] = message;
      setErrors(fieldErrors);
      setFailed(true);
      showError(error);
    }
  };

  return {
    editing,
    /** What the group shows: the inputs while editing, else the record. */
    values: editing ? values : ((record ?? {}) as Record<string, unknown>),
    errors,
    failure: failed ? DATA_ENTRY_MESSAGES.failedToSave : null,
    pending: save.isPending,
    start,
    cancel,
    change,
    fill,
    submit,
  };
}

export type GroupEditor = ReturnType<typeof useGroupEditor>;
