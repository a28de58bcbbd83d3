/**
 * A CSV reader (RFC 4180, comma-separated) that can stop after any number of characters and resume where
 * it stopped, so that a file is read in bounded slices with the event loop free in between. Each
 * character is looked at once or twice, whatever the file holds: the cost is linear. (papaparse, used
 * before, parses a string in chunks and parses an open quoted field again from its start at every chunk,
 * which made one unclosed quote in 7 MB cost half a minute.)
 *
 * Like papaparse: a field is quoted when it starts with `"`; inside it `""` is a quote, line breaks are
 * part of the value, and a quote not followed by a comma, a line break or the end (spaces aside) is part of
 * the value too. A quote inside an unquoted field is an ordinary character. A line ends with CRLF, LF or
 * CR. A byte order mark at the start is skipped. A value longer than CSV_VALUE_MAX_CHARACTERS stops the
 * reading at once (CsvStructureError), so does the end of the text inside a quoted field.
 */

/** A record of the file and its row: the line it starts on (the file's first line is 1). */
export type CsvRow = { cells: string[]; row: number };

/**
 * No value of an upload comes near this (the longest are dates and column names): a longer one is a stray
 * quote that took the rest of the file into one value, or not an upload at all. Reading stops there.
 */
export const CSV_VALUE_MAX_CHARACTERS = 10_000;

/**
 * The text is not a CSV an upload can be: the file ends inside a quoted field, or a quoted value runs on
 * past CSV_VALUE_MAX_CHARACTERS (`unclosed_quote`, `line` where its quote opened), or an unquoted value
 * does (`value_too_long`, `line` where the value starts).
 */
export class CsvStructureError extends Error {
  constructor(
    readonly problem: 'unclosed_quote' | 'value_too_long',
    readonly line: number,
  ) {
    super(`${problem} on line ${line}`);
  }
}

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;
const SPACE = 32;
const TAB = 9;

export class CsvScanner {
  /** The next character to read. */
  private at = 0;
  private line = 1;
  private cells: string[] = [];
  private rowLine = 1;
  /** Where the field being read starts (after its quote when quoted). */
  private fieldStart = 0;
  /** The line of the open quoted field's quote, or 0 outside a quoted field. */
  private quoteLine = 0;
  /** The value of a quoted field that has closed, until the comma or line break after it. */
  private closedValue: string | null = null;

  constructor(private readonly text: string) {
    if (text.charCodeAt(0) === 0xfeff) this.at = 1;
    this.fieldStart = this.at;
  }

  get done(): boolean {
    return this.at >= this.text.length;
  }

  /**
   * Reads about `characters` more characters (a little more to finish a line break or a quote's end) and
   * answers the records completed. At the end of the text it also answers the last record. Throws
   * CsvStructureError for a value too long or a quote never closed.
   */
  read(characters: number): CsvRow[] {
    const { text } = this;
    const rows: CsvRow[] = [];
    const stop = Math.min(text.length, this.at + characters);
    let i = this.at;
    while (i < stop) {
      if (this.quoteLine > 0) {
        i = this.readQuoted(i, stop);
        continue;
      }
      const c = text.charCodeAt(i);
      if (c === QUOTE && i === this.fieldStart && this.closedValue === null) {
        this.quoteLine = this.line;
        this.fieldStart = i + 1;
        i += 1;
      } else if (c === COMMA) {
        this.endField(i);
        i += 1;
        this.fieldStart = i;
      } else if (c === LF || c === CR) {
        this.endField(i);
        i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
        rows.push({ cells: this.cells, row: this.rowLine });
        this.cells = [];
        this.line += 1;
        this.rowLine = this.line;
        this.fieldStart = i;
      } else {
        i += 1;
        if (i - this.fieldStart > CSV_VALUE_MAX_CHARACTERS) {
          throw new CsvStructureError('value_too_long', this.line);
        }
      }
    }
    this.at = i;
    if (this.done) this.finish(rows);
    return rows;
  }

  /** Reads a quoted field up to its closing quote or `stop`; answers where to go on. */
  private readQuoted(from: number, stop: number): number {
    const { text } = this;
    let i = from;
    while (i < stop) {
      if (i - this.fieldStart > CSV_VALUE_MAX_CHARACTERS) {
        throw new CsvStructureError('unclosed_quote', this.quoteLine);
      }
      const c = text.charCodeAt(i);
      if (c === QUOTE) {
        if (text.charCodeAt(i + 1) === QUOTE) {
          i += 2;
          continue;
        }
        let next = i + 1;
        while (text.charCodeAt(next) === SPACE || text.charCodeAt(next) === TAB) next += 1;
        const after = text.charCodeAt(next);
        if (next >= text.length || after === COMMA || after === LF || after === CR) {
          this.closedValue = text.slice(this.fieldStart, i).replaceAll('""', '"');
          this.quoteLine = 0;
          return next;
        }
        i += 1;
      } else if (c === LF || c === CR) {
        i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
        this.line += 1;
      } else {
        i += 1;
      }
    }
    return i;
  }

  private endField(end: number) {
    this.cells.push(this.closedValue ?? this.text.slice(this.fieldStart, end));
    this.closedValue = null;
  }

  private finish(rows: CsvRow[]) {
    if (this.quoteLine > 0) throw new CsvStructureError('unclosed_quote', this.quoteLine);
    // A last line without a line break (a text ending in one has no record after it).
    if (this.fieldStart < this.text.length || this.closedValue !== null || this.cells.length > 0) {
      this.endField(this.text.length);
      rows.push({ cells: this.cells, row: this.rowLine });
      this.cells = [];
    }
  }
}
