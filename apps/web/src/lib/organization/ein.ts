/**
 * EINs as people write them (issue 14 §8): the server stores nine digits (`normalizeEin`), forms and lists
 * show NN-NNNNNNN, and an EIN input puts the dash in as the digits are typed. Canadian business numbers are
 * nine digits with no dash and are left alone.
 */
import { EIN_DIGITS, normalizeEin } from '@sac/domain';

const DASH_AFTER = 2;

/** A stored EIN with its dash ('123456789' → '12-3456789'); anything that is not nine digits as it is. */
export function formatEin(ein: string | null | undefined): string {
  const digits = normalizeEin(ein);
  if (digits.length !== EIN_DIGITS) return ein ?? '';
  return `${digits.slice(0, DASH_AFTER)}-${digits.slice(DASH_AFTER)}`;
}

/** What an EIN input shows while typing: digits only, at most nine, the dash once a third digit comes. */
export function formatEinAsTyped(typed: string): string {
  const digits = normalizeEin(typed).slice(0, EIN_DIGITS);
  return digits.length > DASH_AFTER ? `${digits.slice(0, DASH_AFTER)}-${digits.slice(DASH_AFTER)}` : digits;
}
