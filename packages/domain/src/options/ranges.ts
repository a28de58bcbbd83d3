/** Annual intake and operating budget ranges asked at registration and on the organization form. */
import { labelledBySelf } from './option';

export const ANNUAL_INTAKE_RANGES = [
  'Fewer than 100',
  '100 - 499',
  '500 - 999',
  '1,000 - 2,499',
  '2,500 - 4,999',
  '5,000 - 9,999',
  '10,000 - 24,999',
  '25,000 or more',
] as const;
export type AnnualIntakeRange = (typeof ANNUAL_INTAKE_RANGES)[number];
export const ANNUAL_INTAKE_OPTIONS = labelledBySelf(ANNUAL_INTAKE_RANGES);

export const ANNUAL_OPERATING_BUDGET_RANGES = [
  'Less than $100,000',
  '$100,000 - $249,999',
  '$250,000 - $499,999',
  '$500,000 - $999,999',
  '$1,000,000 - $2,499,999',
  '$2,500,000 - $4,999,999',
  '$5,000,000 - $9,999,999',
  '$10,000,000 or more',
] as const;
export type AnnualOperatingBudgetRange = (typeof ANNUAL_OPERATING_BUDGET_RANGES)[number];
export const ANNUAL_OPERATING_BUDGET_OPTIONS = labelledBySelf(ANNUAL_OPERATING_BUDGET_RANGES);
