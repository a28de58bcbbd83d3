/**
 * Which months of a demo location are complete, incomplete or not begun. The demo organization's
 * locations follow a fixed pattern (so every status shows on the home screen); coalition contributors
 * draw theirs from the seeded generator.
 */
import type { Random } from './prng';

/** blank: records exist (created when a manager opened the month) but nothing is entered yet. */
export type IntakeOutcomePlan = 'complete' | 'incomplete' | 'blank' | 'none';
/** noServices: every field entered as 0. */
export type ServicesPlan = 'complete' | 'incomplete' | 'noServices' | 'none';
export type MonthPlan = { intakeOutcome: IntakeOutcomePlan; services: ServicesPlan };
export type MonthPlanKey = keyof typeof MONTH_PLANS;

/** `offset` counts back from the current month: 1 is last month. */
type PlanOf = (offset: number, random: Random) => MonthPlan;

const demoMain: PlanOf = (offset) => ({
  intakeOutcome:
    offset === 1
      ? 'none'
      : offset === 2 || offset === 15
        ? 'incomplete'
        : offset === 9
          ? 'blank'
          : 'complete',
  services: offset <= 2 || offset === 9 ? 'none' : offset === 3 ? 'incomplete' : 'complete',
});

/** The adoption center enters its intakes and outcomes but gives no community services. */
const demoSecond: PlanOf = (offset) => ({
  intakeOutcome: offset === 1 ? 'incomplete' : offset === 5 ? 'none' : 'complete',
  services: offset === 1 || offset === 5 ? 'none' : offset === 2 ? 'incomplete' : 'noServices',
});

const contributor: PlanOf = (offset, random) => {
  const io = random.next();
  const services = random.next();
  if (offset === 1) return { intakeOutcome: io < 0.5 ? 'none' : 'incomplete', services: 'none' };
  return {
    intakeOutcome: io < 0.85 ? 'complete' : io < 0.93 ? 'incomplete' : 'none',
    services: services < 0.75 ? 'complete' : services < 0.85 ? 'incomplete' : 'none',
  };
};

export const MONTH_PLANS = { demoMain, demoSecond, contributor } satisfies Record<string, PlanOf>;
