/** One of Live Intakes, Live Outcomes and Other Outcomes (000 §2), saved into the species' record of its kind. */
import type { MonthRecord } from '../api/month-records';
import { CountTable } from '../count-table';
import { GroupSection } from '../group-section';
import { groupFields } from '../group-totals';
import { useGroupEditor } from '../use-group-editor';
import type { CategoryGroup } from './matrix-groups';

type CategoryGroupProps = {
  group: CategoryGroup;
  record: MonthRecord | undefined;
  locationId: string;
  canEdit: boolean;
  onEditingChange?: (editing: boolean) => void;
};

export function CategoryGroupSection({
  group,
  record,
  locationId,
  canEdit,
  onEditingChange,
}: CategoryGroupProps) {
  const editor = useGroupEditor({
    kind: group.kind,
    record,
    fields: groupFields(group.categories),
    locationId,
    onEditingChange,
  });
  return (
    <GroupSection title={group.title} editor={editor} canEdit={canEdit}>
      <CountTable
        caption={group.title}
        categories={group.categories}
        values={editor.values}
        editing={editor.editing}
        errors={editor.errors}
        onChange={editor.change}
      />
    </GroupSection>
  );
}
