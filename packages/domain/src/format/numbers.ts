/**
 * Whole numbers as the portal shows them everywhere: `12,345` (en-US grouping). Counts are integers, so the
 * grouping is done on the digits: `toLocaleString` would load the browser's number formatting (ICU) on the
 * first call, a cost every page paid at start-up because validation messages name their limits.
 * Anything that is not a safe integer (fractions, huge values) still goes through `Intl`.
 */
export function formatInteger(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}
