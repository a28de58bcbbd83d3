/**
 * One numbered section of the services matrix: a row per service with adult, youth and age unknown
 * counts and the row total (live while editing), edited with the rest of the species
 * (use-species-editor).
 */
import { CountTable } from '../count-table';
import { GroupSection } from '../group-section';
import type { SpeciesEditor } from '../use-species-editor';
import type { ServiceSection } from './service-sections';

type ServiceSectionTableProps = {
  section: ServiceSection;
  editor: SpeciesEditor;
};

export function ServiceSectionTable({ section, editor }: ServiceSectionTableProps) {
  return (
    <GroupSection title={section.title}>
      <CountTable
        caption={section.label}
        categories={section.categories}
        values={editor.valuesOf('animal_services')}
        editing={editor.editing}
        errors={editor.errorsOf('animal_services')}
        onChange={(field, value) => editor.change('animal_services', field, value)}
        ageLabel="servicesLabel"
      />
    </GroupSection>
  );
}
