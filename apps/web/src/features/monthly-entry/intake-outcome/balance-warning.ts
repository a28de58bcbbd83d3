/**
 * The balance check in plain words (issue 4 §8): beginning + intakes − outcomes against the ending
 * count, in care and in foster together. A warning, never a block; and only once a species' four
 * counts are entered, so a month being entered is not flagged for the counts it does not hold yet.
 */
import { ANIMAL_COUNT_FIELDS, type Species, speciesLabel } from '@sac/domain';

export type BalanceReport = {
  species: Species;
  expectedEnding: number;
  ending: number;
  difference: number;
  balanced: boolean;
};

export function balanceWarning(report: BalanceReport): string | null {
  if (report.balanced || report.difference === 0) return null;
  const amount = Math.abs(report.difference);
  const direction = report.difference > 0 ? 'more' : 'less';
  return `${speciesLabel(report.species)}: the ending count is ${amount} ${direction} than beginning + intakes − outcomes (expected ${report.expectedEnding}, counted ${report.ending}).`;
}

/** Whether a species' counts record holds all four counts (beginning and ending, in care and in foster). */
export function countsEntered(record: Record<string, unknown> | undefined): boolean {
  return !!record && ANIMAL_COUNT_FIELDS.every((f) => typeof record[f.key] === 'number');
}
