/** One of Live Intakes, Live Outcomes and Other Outcomes (000 §2), edited with its species (use-species-editor). */
import { CountTable } from '../count-table';
import { GroupSection } from '../group-section';
import type { SpeciesEditor } from '../use-species-editor';
import type { CategoryGroup } from './matrix-groups';

type CategoryGroupProps = {
  group: CategoryGroup;
  editor: SpeciesEditor;
};

export function CategoryGroupSection({ group, editor }: CategoryGroupProps) {
  return (
    <GroupSection title={group.title}>
      <CountTable
        caption={group.title}
        categories={group.categories}
        values={editor.valuesOf(group.kind)}
        editing={editor.editing}
        errors={editor.errorsOf(group.kind)}
        onChange={(field, value) => editor.change(group.kind, field, value)}
      />
    </GroupSection>
  );
}
