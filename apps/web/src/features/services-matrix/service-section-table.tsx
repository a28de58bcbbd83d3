/**
 * One numbered section of the services matrix: a row per service with adult, youth and age unknown
 * counts and the row total (live while editing). The section has its own Edit and Save (000 §4: view
 * mode, Edit, edit mode, Save, view mode); Save sends only the section's changed fields (000 §5).
 */
import { Alert, Button, Group, Paper, Title } from '@mantine/core';
import { type CountRecord, DATA_ENTRY_MESSAGES } from '@sac/domain';
import { useState } from 'react';
import { serverFieldErrors } from '../../lib/api/server-field-errors';
import { showError } from '../../lib/toasts';
import type { CountValue } from '../matrix/changed-fields';
import { CountTable } from '../matrix/count-table';
import { type SectionDraft, type ServiceSection, sectionChanges, sectionDraft } from './service-sections';

type ServiceSectionTableProps = {
  section: ServiceSection;
  record: CountRecord;
  /** Org admins on an open location. */
  canEdit: boolean;
  /** Saves the changed fields and shows the section's toast; rejects with the failed call. */
  onSave: (changes: Record<string, CountValue>) => Promise<unknown>;
  /** Tells the page whether the section is being edited (species switches wait for it). */
  onEditingChange: (editing: boolean) => void;
};

export function ServiceSectionTable({
  section,
  record,
  canEdit,
  onSave,
  onEditingChange,
}: ServiceSectionTableProps) {
  const [draft, setDraft] = useState<SectionDraft | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const headingId = `services-section-${section.group}`;

  const setEditing = (next: SectionDraft | null) => {
    setDraft(next);
    setFieldErrors({});
    setFailed(false);
    onEditingChange(next !== null);
  };

  const handleSave = async () => {
    if (!draft) return;
    const changes = sectionChanges(record, draft, section);
    if (Object.keys(changes).length === 0) return setEditing(null);
    setSaving(true);
    try {
      await onSave(changes);
      setEditing(null);
    } catch (error) {
      setFailed(true);
      setFieldErrors(Object.fromEntries(serverFieldErrors(error).map((e) => [e.field, e.message])));
      showError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={headingId}>
          {section.title}
        </Title>
        {canEdit &&
          (draft ? (
            <Group gap="xs">
              <Button variant="default" size="xs" onClick={() => setEditing(null)} disabled={saving}>
                Cancel
              </Button>
              <Button size="xs" onClick={handleSave} loading={saving}>
                Save
              </Button>
            </Group>
          ) : (
            <Button variant="light" size="xs" onClick={() => setEditing(sectionDraft(record, section))}>
              Edit
            </Button>
          ))}
      </Group>
      {failed && (
        <Alert color="red" role="alert" mb="sm">
          {DATA_ENTRY_MESSAGES.failedToSave}
        </Alert>
      )}
      <CountTable
        caption={section.label}
        categories={section.categories}
        values={draft ?? record}
        editing={draft !== null}
        errors={fieldErrors}
        onChange={(field, value) =>
          setDraft((current) => (current ? { ...current, [field]: value } : current))
        }
        ageLabel="servicesLabel"
      />
    </Paper>
  );
}
