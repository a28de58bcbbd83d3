/**
 * The four numbered sections of the services matrix (000 §2, §3): one per service group, a row per
 * service, columns adult, youth, ageUnknown and total. A section is edited and saved on its own, and
 * its save sends only the fields of that section that changed (000 §5).
 */
import {
  type CategoryDef,
  type CountRecord,
  enteredFields,
  SERVICE_CATEGORIES,
  SERVICE_GROUPS,
  type ServiceGroup,
} from '@sac/domain';
import { type CountValue, changedFields, type FormValue } from '../matrix/changed-fields';

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

/** What the inputs of a section hold, by field: a number, or empty ('') for "not entered". */
export type SectionDraft = Record<string, FormValue>;

const storedCount = (value: unknown): CountValue =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The inputs of a section, filled from the record (empty where nothing is entered yet). */
export function sectionDraft(record: CountRecord, section: ServiceSection): SectionDraft {
  const draft: SectionDraft = {};
  for (const field of section.fields) draft[field] = storedCount(record[field]) ?? '';
  return draft;
}

/** The section's save: only its fields whose input differs from the record (000 §5). */
export function sectionChanges(
  record: CountRecord,
  draft: SectionDraft,
  section: ServiceSection,
): Record<string, CountValue> {
  return changedFields(record, draft, section.fields);
}
