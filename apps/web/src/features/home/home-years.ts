/** The years the home's selectors offer: the current year (by `now`) back to the pickers' first year. */
import { YEAR_PICKER_MIN } from '@sac/domain';

export function currentYear(now: Date): number {
  return now.getFullYear();
}

export function homeYears(now: Date): number[] {
  const years: number[] = [];
  for (let year = currentYear(now); year >= YEAR_PICKER_MIN; year -= 1) years.push(year);
  return years;
}
