/**
 * The balance check of a month (in care and in foster together): beginning + intakes − outcomes should
 * equal the ending count. The difference is ending − expected: 0 when the month balances, positive when
 * more animals are counted at the end than the month accounts for, negative when fewer.
 */
import { totalIntakes, totalOutcomes } from './auto-calculate';
import { asList, type CountRecord, countValue } from './counts';

export type BalanceInput = {
  counts: CountRecord | readonly CountRecord[];
  intakes: CountRecord | readonly CountRecord[];
  outcomes: CountRecord | readonly CountRecord[];
};

export type BalanceResult = {
  beginning: number;
  intakes: number;
  outcomes: number;
  expectedEnding: number;
  ending: number;
  difference: number;
};

export function checkBalance(input: BalanceInput): BalanceResult {
  let beginning = 0;
  let ending = 0;
  for (const c of asList(input.counts)) {
    beginning += countValue(c.beginningAnimalCount) + countValue(c.beginningFosterAnimalCount);
    ending += countValue(c.endingAnimalCount) + countValue(c.endingFosterAnimalCount);
  }
  const intakes = totalIntakes(input.intakes);
  const outcomes = totalOutcomes(input.outcomes);
  const expectedEnding = beginning + intakes - outcomes;
  return { beginning, intakes, outcomes, expectedEnding, ending, difference: ending - expectedEnding };
}

export function balanceDifference(input: BalanceInput): number {
  return checkBalance(input).difference;
}
