/** Formats of identifiers and addresses (001 §5, 000 §5), and their normal stored forms. */
export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;
/** Canadian postal code: letter-digit-letter digit-letter-digit, with or without the space. */
export const POSTAL_CODE_PATTERN = /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/;
/** Registration accepts the EIN's nine digits with or without its dash. */
export const EIN_PATTERN = /^\d{2}-?\d{7}$/;
/** The legacy finalize screen asks for the written form NN-NNNNNNN (000 §5). */
export const EIN_WITH_DASH_PATTERN = /^\d{2}-\d{7}$/;
/** EINs travel and are stored as nine digits. */
export const EIN_DIGITS_PATTERN = /^\d{9}$/;
export const BUSINESS_NUMBER_PATTERN = /^\d{9}$/;
export const EXTENSION_PATTERN = /^\d{1,10}$/;
/**
 * A website: an optional http(s):// prefix, a host with a dot, an optional port and path. A missing
 * prefix is added on submit (`normalizeWebsiteUrl`); any other scheme is refused.
 */
export const WEBSITE_URL_PATTERN =
  /^(https?:\/\/)?([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d{1,5})?([/?#]\S*)?$/i;

export function normalizeWebsiteUrl(value: string | null | undefined): string {
  const url = (value ?? '').trim();
  if (!url) return '';
  return /^https?:\/\//i.test(url) ? url : `http://${url}`;
}

/** Nine digits, the dash removed. */
export function normalizeEin(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** `A1A 1A1` */
export function normalizePostalCode(value: string | null | undefined): string {
  const compact = (value ?? '').replace(/[\s-]/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
}
