/**
 * Auto Calculate of the animal counts (000 §9). The beginning counts carry over the previous month's
 * ending counts. The ending count in care is estimated as beginning + intakes − outcomes, floored at 0,
 * until the ending foster count is entered by hand; from then on it is what balances the month
 * (beginning in care and in foster + intakes − outcomes − ending foster), not floored, so that a month
 * that cannot balance shows as such.
 */
import { INTAKE_CATEGORIES, OUTCOME_CATEGORIES } from '../categories';
import { enteredFields } from '../record-fields';
import { type CountRecord, sumFields } from './counts';

export type AnimalCounts = {
  beginningAnimalCount: number | null;
  beginningFosterAnimalCount: number | null;
  endingAnimalCount: number | null;
  endingFosterAnimalCount: number | null;
};

export type AutoCalculateInput = {
  previousEndingAnimalCount: number | null | undefined;
  previousEndingFosterAnimalCount: number | null | undefined;
  totalIntakes: number;
  totalOutcomes: number;
  /** The ending foster count if already entered; Auto Calculate never fills it. */
  endingFosterAnimalCount?: number | null;
};

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function autoCalculateCounts(input: AutoCalculateInput): AnimalCounts {
  const beginning = isNumber(input.previousEndingAnimalCount) ? input.previousEndingAnimalCount : null;
  const beginningFoster = isNumber(input.previousEndingFosterAnimalCount)
    ? input.previousEndingFosterAnimalCount
    : null;
  const endingFoster = isNumber(input.endingFosterAnimalCount) ? input.endingFosterAnimalCount : null;
  const net = input.totalIntakes - input.totalOutcomes;
  let ending: number | null = null;
  if (beginning !== null && endingFoster === null) ending = Math.max(0, beginning + net);
  if (beginning !== null && endingFoster !== null)
    ending = beginning + (beginningFoster ?? 0) + net - endingFoster;
  return {
    beginningAnimalCount: beginning,
    beginningFosterAnimalCount: beginningFoster,
    endingAnimalCount: ending,
    endingFosterAnimalCount: endingFoster,
  };
}

const INTAKE_FIELDS = enteredFields(INTAKE_CATEGORIES);
const OUTCOME_FIELDS = enteredFields(OUTCOME_CATEGORIES);

/** All intakes of one record or several (every category and age group). */
export function totalIntakes(records: CountRecord | readonly CountRecord[]): number {
  return sumFields(records, INTAKE_FIELDS);
}

/** All outcomes, live and other, of one record or several. */
export function totalOutcomes(records: CountRecord | readonly CountRecord[]): number {
  return sumFields(records, OUTCOME_FIELDS);
}
