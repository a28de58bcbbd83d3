/**
 * The four numbered sections of the services matrix (000 §2, §3): one per service group, a row per
 * service, columns adult, youth, ageUnknown and total. A section is edited and saved on its own
 * (matrix/use-group-editor), so its save sends only the fields of that section that changed (000 §5).
 */
import {
  type CategoryDef,
  enteredFields,
  SERVICE_CATEGORIES,
  SERVICE_GROUPS,
  type ServiceGroup,
} from '@sac/domain';

export type ServiceSection = {
  group: ServiceGroup;
  /** "Field Services", … */
  label: string;
  /** "1. Field Services", … */
  title: string;
  categories: readonly CategoryDef<ServiceGroup>[];
  fields: string[];
};

export const SERVICE_SECTIONS: readonly ServiceSection[] = SERVICE_GROUPS.map((group, index) => {
  const categories = SERVICE_CATEGORIES.filter((c) => c.group === group.key);
  return {
    group: group.key,
    label: group.label,
    title: `${index + 1}. ${group.label}`,
    categories,
    fields: enteredFields(categories),
  };
});
