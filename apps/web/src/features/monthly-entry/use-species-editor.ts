/**
 * View → Edit → Save of one species of a matrix (000 §4, issue 14 §3): Edit makes every group of the
 * species editable at once, starting from its records; one Save checks every changed count with the
 * shared schema (a refused count sends nothing), then sends the changed fields of each record
 * (api/save-record: one PATCH per changed record, in order). A failure keeps edit mode and every typed
 * value, puts the server's messages on the inputs they name, and reads 'Failed to save data' with the
 * reason (offline says so) beside the shared error toast (000 §8).
 */
import { countValueSchema, DATA_ENTRY_MESSAGES, type RecordKind } from '@sac/domain';
import { useState } from 'react';
import { serverFieldErrors } from '../../lib/api/server-field-errors';
import { saveErrorMessage } from '../../lib/errors';
import { showError } from '../../lib/toasts';
import type { MonthRecord } from './api/month-records';
import { PartialSaveError, type RecordChanges, useSaveRecords } from './api/save-record';
import { changedFields, type FormValue } from './changed-fields';

/** One record of the species and the fields the matrix enters in it. */
export type EditedRecord = { kind: RecordKind; record: MonthRecord | undefined; fields: readonly string[] };

type Values = Partial<Record<RecordKind, Record<string, FormValue>>>;
type Errors = Partial<Record<RecordKind, Record<string, string>>>;

type SpeciesEditorInput = {
  records: readonly EditedRecord[];
  locationId: string;
  /** After a Save that changed something: the records and fields it changed. */
  onSaved?: (saved: readonly RecordChanges[]) => void;
};

function startingValues(records: readonly EditedRecord[]): Values {
  const values: Values = {};
  for (const { kind, record, fields } of records) {
    const own: Record<string, FormValue> = {};
    for (const field of fields) own[field] = (record?.[field] as FormValue) ?? '';
    values[kind] = own;
  }
  return values;
}

/** The PATCHes a Save sends: the changed fields of each record, records without changes left out. */
export function pendingWrites(records: readonly EditedRecord[], values: Values): RecordChanges[] {
  return records.flatMap(({ kind, record, fields }) => {
    if (!record) return [];
    const changes = changedFields(record, values[kind] ?? {}, fields);
    return Object.keys(changes).length > 0 ? [{ kind, id: record.id, changes }] : [];
  });
}

/** The counts the shared schema refuses (too large), by record and field; empty when all may be sent. */
function refusedCounts(writes: readonly RecordChanges[]): Errors {
  const errors: Errors = {};
  for (const { kind, changes } of writes)
    for (const [field, value] of Object.entries(changes)) {
      const checked = countValueSchema.safeParse(value);
      if (!checked.success)
        errors[kind] = { ...errors[kind], [field]: checked.error.issues[0]?.message ?? '' };
    }
  return errors;
}

export function useSpeciesEditor({ records, locationId, onSaved }: SpeciesEditorInput) {
  const save = useSaveRecords(locationId);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Errors>({});
  /** After a failed Save: the reason, if any beyond the inputs' own messages. */
  const [failure, setFailure] = useState<{ reason: string | null } | null>(null);

  const writes = editing ? pendingWrites(records, values) : [];

  const start = () => {
    setValues(startingValues(records));
    setErrors({});
    setFailure(null);
    setEditing(true);
  };

  const cancel = () => {
    setEditing(false);
    setErrors({});
    setFailure(null);
  };

  const change = (kind: RecordKind, field: string, value: FormValue) => {
    setValues((current) => ({ ...current, [kind]: { ...current[kind], [field]: value } }));
    setErrors((current) => {
      if (!current[kind]?.[field]) return current;
      const { [field]: _dropped, ...rest } = current[kind] ?? {};
      return { ...current, [kind]: rest };
    });
  };

  /** Sets several inputs of a record at once (Auto Calculate). */
  const fill = (kind: RecordKind, next: Record<string, FormValue>) =>
    setValues((current) => ({ ...current, [kind]: { ...current[kind], ...next } }));

  const fail = (error: unknown, fieldErrors: Errors) => {
    setErrors(fieldErrors);
    const reason = error === null ? null : saveErrorMessage(error);
    setFailure({ reason });
    showError(reason ?? DATA_ENTRY_MESSAGES.failedToSave);
  };

  /** Saves every changed record; true when the species is back in view mode. */
  const submit = async (): Promise<boolean> => {
    if (!editing || save.isPending) return false;
    if (writes.length === 0) {
      cancel();
      return true;
    }
    const refused = refusedCounts(writes);
    if (Object.keys(refused).length > 0) {
      fail(null, refused);
      return false;
    }
    setFailure(null);
    try {
      await save.mutateAsync(writes);
      cancel();
      onSaved?.(writes);
      return true;
    } catch (error) {
      const reason = error instanceof PartialSaveError ? error.reason : error;
      const failedKind = error instanceof PartialSaveError ? error.failed : undefined;
      const fieldErrors: Errors = {};
      for (const { field, message } of serverFieldErrors(reason)) {
        const kind = failedKind ?? records.find((r) => r.fields.includes(field))?.kind;
        if (kind) fieldErrors[kind] = { ...fieldErrors[kind], [field]: message };
      }
      fail(reason, fieldErrors);
      return false;
    }
  };

  return {
    editing,
    /** Some input differs from its record. */
    dirty: writes.length > 0,
    /** What a record's inputs show: the typed values while editing, else the record. */
    valuesOf: (kind: RecordKind): Record<string, unknown> =>
      editing ? (values[kind] ?? {}) : (records.find((r) => r.kind === kind)?.record ?? {}),
    errorsOf: (kind: RecordKind): Record<string, string> => errors[kind] ?? {},
    failure,
    pending: save.isPending,
    start,
    cancel,
    change,
    fill,
    submit,
  };
}

export type SpeciesEditor = ReturnType<typeof useSpeciesEditor>;
