/**
 * North American phone numbers. Stored as a leading 1, ten digits and an optional ' x' extension
 * (`15551234567 x12`); shown as `(555) 123-4567 x12` (000 §5). Anything else shows as empty.
 */
const STORED = /^1(\d{3})(\d{3})(\d{4})(?: x(\d+))?$/;
const EXTENSION = /\s*(?:x|ext\.?|extension)\s*(\d{1,10})\s*$/i;
const NUMBER_CHARACTERS = /^\+?[\d\s().-]+$/;

/** Display form of a stored number; `extension` is appended when the extension is kept apart. */
export function formatPhoneNumber(stored: string | null | undefined, extension?: string | null): string {
  const match = STORED.exec((stored ?? '').trim());
  if (!match) return '';
  const [, area, prefix, line, storedExtension] = match;
  const ext = storedExtension ?? extension?.trim();
  return `(${area}) ${prefix}-${line}${ext ? ` x${ext}` : ''}`;
}

export type ParsedPhoneNumber = { digits: string; extension?: string };

/**
 * Reads what a person typed: ten digits, optionally preceded by 1 or +1, with the usual separators and an
 * optional extension ('x12', 'ext. 12'). Null when it is not such a number.
 */
export function parsePhoneNumber(input: string | null | undefined): ParsedPhoneNumber | null {
  let text = (input ?? '').trim();
  if (!text) return null;
  let extension: string | undefined;
  const ext = EXTENSION.exec(text);
  if (ext) {
    extension = ext[1];
    text = text.slice(0, ext.index);
  }
  if (!NUMBER_CHARACTERS.test(text)) return null;
  let digits = text.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return null;
  return extension ? { digits, extension } : { digits };
}

export function isValidPhoneNumber(input: string | null | undefined): boolean {
  return parsePhoneNumber(input) !== null;
}

/** The stored form of a typed number (`15551234567 x12`); empty input gives '', an invalid one null. */
export function normalizePhoneNumber(input: string | null | undefined): string | null {
  if (!(input ?? '').trim()) return '';
  const parsed = parsePhoneNumber(input);
  if (!parsed) return null;
  return `1${parsed.digits}${parsed.extension ? ` x${parsed.extension}` : ''}`;
}
