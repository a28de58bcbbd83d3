/**
 * The four numbered sections of the services matrix (000 §2, §3): one per service group, a row per
 * service, columns adult, youth, ageUnknown and total. The sections of a species are edited together and
 * saved with one Save (use-species-editor), which sends only the changed fields (000 §5).
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

/** Every field the services matrix enters in a species' record. */
export const SERVICE_FIELDS: readonly string[] = SERVICE_SECTIONS.flatMap((section) => section.fields);

/** The sections a save changed, in screen order, for their toasts (000 §8). */
export const changedSections = (changedFields: readonly string[]) =>
  SERVICE_SECTIONS.filter((section) => section.fields.some((field) => changedFields.includes(field)));
