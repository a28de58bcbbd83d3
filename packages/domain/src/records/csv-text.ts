/** Writing CSV text (RFC 4180): fields holding a comma, quote or line break are quoted. */
export function csvField(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsvLine(values: readonly unknown[]): string {
  return values.map(csvField).join(',');
}

export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return `${rows.map(toCsvLine).join('\r\n')}\r\n`;
}
