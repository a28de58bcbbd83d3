/**
 * The balance check in plain words (issue 4 §8): beginning + intakes − outcomes against the ending
 * count, in care and in foster together. A warning, never a block.
 */
import { type Species, speciesLabel } from '@sac/domain';

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
