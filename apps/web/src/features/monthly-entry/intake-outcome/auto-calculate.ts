/**
 * Auto Calculate of the counts group (000 §9), wired to the month on screen: the previous month's
 * ending counts of the species begin this month; the ending count in care follows from this month's
 * saved intakes and outcomes (and the ending foster count once entered). Only what could be worked
 * out is filled; an input Auto Calculate cannot know keeps its value. A beginning count in foster the
 * user typed is theirs (issue 14 §8): it is kept, and the ending count in care balances with it.
 */
import { autoCalculateCounts, type CountRecord, totalIntakes, totalOutcomes } from '@sac/domain';
import { type FormValue, toCountValue } from '../changed-fields';

type AutoCalculateSources = {
  previousCounts: CountRecord | undefined;
  intakes: CountRecord | undefined;
  outcomes: CountRecord | undefined;
  /** The counts inputs as they are now. */
  current: Record<string, FormValue>;
};

const asCount = (value: unknown) => (typeof value === 'number' ? value : null);

export function autoCalculatedInputs({
  previousCounts,
  intakes,
  outcomes,
  current,
}: AutoCalculateSources): Record<string, number> {
  const typedBeginningFoster = toCountValue(current.beginningFosterAnimalCount);
  const counts = autoCalculateCounts({
    previousEndingAnimalCount: asCount(previousCounts?.endingAnimalCount),
    previousEndingFosterAnimalCount: typedBeginningFoster ?? asCount(previousCounts?.endingFosterAnimalCount),
    totalIntakes: intakes ? totalIntakes(intakes) : 0,
    totalOutcomes: outcomes ? totalOutcomes(outcomes) : 0,
    endingFosterAnimalCount: toCountValue(current.endingFosterAnimalCount),
  });
  const filled: Record<string, number> = {};
  for (const [field, value] of Object.entries(counts)) if (value !== null) filled[field] = value;
  return filled;
}
