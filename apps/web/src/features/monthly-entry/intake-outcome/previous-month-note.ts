/**
 * Last month's ending counts, as the server sends them with each animal counts record
 * (`previousEndingAnimalCount`, `previousEndingFosterAnimalCount`, 000 §3; null when that month has no
 * record or no value): a note beside a beginning count that differs from them, and Auto Calculate's
 * starting point (000 §9).
 */
import { ANIMAL_COUNT_FIELDS, type CountRecord, formatInteger } from '@sac/domain';
import { type FormValue, toCountValue } from '../changed-fields';

type BeginningField = 'beginningAnimalCount' | 'beginningFosterAnimalCount';

const PREVIOUS_OF = {
  beginningAnimalCount: { previous: 'previousEndingAnimalCount', ending: 'endingAnimalCount' },
  beginningFosterAnimalCount: {
    previous: 'previousEndingFosterAnimalCount',
    ending: 'endingFosterAnimalCount',
  },
} as const satisfies Record<BeginningField, { previous: string; ending: string }>;

const labelOf = (field: string) => ANIMAL_COUNT_FIELDS.find((f) => f.key === field)?.label ?? field;
const asCount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The note under a beginning count, or null when last month has no ending count or it is the same
 * (also for any other field).
 */
export function previousMonthNote(
  record: CountRecord | undefined,
  field: string,
  beginning: FormValue,
): string | null {
  if (!Object.hasOwn(PREVIOUS_OF, field)) return null;
  const { previous, ending } = PREVIOUS_OF[field as BeginningField];
  const last = asCount(record?.[previous]);
  if (last === null || toCountValue(beginning) === last) return null;
  return `Last month's ${labelOf(ending)}: ${formatInteger(last)}`;
}

/** Last month's ending counts in the shape of last month's record, for Auto Calculate. */
export function previousEndingCounts(record: CountRecord | undefined): CountRecord | undefined {
  if (!record) return undefined;
  return {
    endingAnimalCount: asCount(record.previousEndingAnimalCount),
    endingFosterAnimalCount: asCount(record.previousEndingFosterAnimalCount),
  };
}
