/**
 * The tax id the Rehome dashboard reads (002 §2.13): the EIN of a US organization, the business number of any
 * other (Canadian) one, as the server stores them (nine digits), and as people type and read them.
 */
import { BUSINESS_NUMBER_DIGITS, EIN_DIGITS } from '@sac/domain';
import { formatEin } from '../../lib/organization/ein';

export type TaxId = { label: 'EIN' | 'Business number'; digits: string; shown: string };

type TaxedOrganization = { country: string | null; ein: string | null; businessNumber: string | null };

const US = 'United States';
/** As the server takes them: digits with dashes or spaces, at most 20 characters. */
const TYPED = /^[\d -]{1,20}$/;

/** The organization's tax id, or null when it has none on file. */
export function organizationTaxId(organization: TaxedOrganization | null): TaxId | null {
  if (!organization) return null;
  const inUs = (organization.country ?? US) === US;
  const digits = ((inUs ? organization.ein : organization.businessNumber) ?? '').replace(/\D/g, '');
  if (digits === '') return null;
  return inUs
    ? { label: 'EIN', digits, shown: formatEin(digits) }
    : { label: 'Business number', digits, shown: digits };
}

/** The nine digits of a typed EIN or business number (12-3456789, 123456789), or null when it is not one. */
export function normalizeTaxId(typed: string): string | null {
  const text = typed.trim();
  if (!TYPED.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length === EIN_DIGITS || digits.length === BUSINESS_NUMBER_DIGITS ? digits : null;
}
