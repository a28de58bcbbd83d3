/**
 * Writing CSV text (RFC 4180): fields holding a comma, quote or line break (or surrounding spaces) are
 * quoted, quotes doubled, lines end with CRLF. Text that a spreadsheet would run as a formula (starting
 * with = + - @, a tab or a carriage return) is neutralised with a leading apostrophe (OWASP's advice on
 * CSV injection); numbers are written as they are, so data files read back unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return String(value);
  }
  const raw = value instanceof Date ? value.toISOString() : String(value);
  const text = FORMULA_START.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsvLine(values: readonly unknown[]): string {
  return values.map(csvField).join(',');
}

export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return `${rows.map(toCsvLine).join('\r\n')}\r\n`;
}
