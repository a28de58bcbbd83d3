/**
 * One numbered section of the services matrix: a row per service with adult, youth and age unknown
 * counts and the row total (live while editing), with its own Edit and Save (000 §4) that sends only
 * the section's changed fields (000 §5) and then shows the section's toast (000 §8).
 */
import { SERVICES_MESSAGES, type ServiceGroup } from '@sac/domain';
import { showSuccess } from '../../../lib/toasts';
import type { MonthRecord } from '../api/month-records';
import { CountTable } from '../count-table';
import { GroupSection } from '../group-section';
import { useGroupEditor } from '../use-group-editor';
import type { ServiceSection } from './service-sections';

type ServiceSectionTableProps = {
  section: ServiceSection;
  record: MonthRecord;
  locationId: string;
  /** Org admins on an open location. */
  canEdit: boolean;
  /** Tells the page which sections are being edited (species switches wait for them); stable. */
  onEditingChange: (group: ServiceGroup, editing: boolean) => void;
};

export function ServiceSectionTable({
  section,
  record,
  locationId,
  canEdit,
  onEditingChange,
}: ServiceSectionTableProps) {
  const editor = useGroupEditor({
    kind: 'animal_services',
    record,
    fields: section.fields,
    locationId,
    onSaved: () => showSuccess(SERVICES_MESSAGES.groupUpdated(record.species, section.group)),
    onEditingChange: (editing) => onEditingChange(section.group, editing),
  });

  return (
    <GroupSection title={section.title} editor={editor} canEdit={canEdit}>
      <CountTable
        caption={section.label}
        categories={section.categories}
        values={editor.values}
        editing={editor.editing}
        errors={editor.errors}
        onChange={editor.change}
        ageLabel="servicesLabel"
      />
    </GroupSection>
  );
}
