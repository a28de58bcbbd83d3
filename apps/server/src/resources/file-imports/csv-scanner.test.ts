/** The upload's CSV reader: what it reads, where it stops, and that any slicing reads the same. */
import { describe, expect, it } from 'vitest';
import { CSV_VALUE_MAX_CHARACTERS, type CsvRow, CsvScanner, CsvStructureError } from './csv-scanner';

/** Reads the whole text `slice` characters at a time. */
function readAll(text: string, slice = text.length + 1): CsvRow[] {
  const scanner = new CsvScanner(text);
  const rows: CsvRow[] = [];
  do rows.push(...scanner.read(slice));
  while (!scanner.done);
  return rows;
}

const failureOf = (text: string, slice?: number) => {
  try {
    readAll(text, slice);
  } catch (error) {
    if (error instanceof CsvStructureError) return { problem: error.problem, line: error.line };
    throw error;
  }
  return null;
};

describe('CsvScanner', () => {
  it('reads records and numbers each by the line it starts on, with any line break', () => {
    expect(readAll('a,b\r\n1,2\n\n3,\r4,5')).toEqual([
      { cells: ['a', 'b'], row: 1 },
      { cells: ['1', '2'], row: 2 },
      { cells: [''], row: 3 },
      { cells: ['3', ''], row: 4 },
      { cells: ['4', '5'], row: 5 },
    ]);
  });

  it('reads quoted values with escaped quotes, commas and line breaks, and skips a byte order mark', () => {
    expect(readAll('\uFEFF"a ""b""","c,d"  ,"e\r\nf"\r\nx"y,2\r\n')).toEqual([
      { cells: ['a "b"', 'c,d', 'e\r\nf'], row: 1 },
      { cells: ['x"y', '2'], row: 3 },
    ]);
  });

  it('keeps a quote that does not end its value as part of it, as papaparse does', () => {
    expect(readAll('"a"b",c\n')).toEqual([{ cells: ['a"b', 'c'], row: 1 }]);
  });

  it('has no record after a final line break, and none in an empty text', () => {
    expect(readAll('a\n')).toEqual([{ cells: ['a'], row: 1 }]);
    expect(readAll('')).toEqual([]);
    expect(readAll('a,')).toEqual([{ cells: ['a', ''], row: 1 }]);
    expect(readAll('"a"')).toEqual([{ cells: ['a'], row: 1 }]);
  });

  it('reads the same in slices of any size', () => {
    const text = '\uFEFFh1,h2\r\n"a ""q""","multi\r\nline"\r\n\r\n1,"2"\r\n3,4';
    const whole = readAll(text);
    for (let slice = 1; slice < text.length; slice += 1) expect(readAll(text, slice)).toEqual(whole);
  });

  it('names the line where a quote opened that the text never closes', () => {
    expect(failureOf('a,b\r\n1,2\r\n3,"4\r\n5,6\r\n')).toEqual({ problem: 'unclosed_quote', line: 3 });
    expect(failureOf('"', 1)).toEqual({ problem: 'unclosed_quote', line: 1 });
    expect(failureOf('"'.repeat(101), 7)).toEqual({ problem: 'unclosed_quote', line: 1 });
  });

  it('stops at a value longer than the most any upload holds, quoted or not', () => {
    const long = 'x'.repeat(CSV_VALUE_MAX_CHARACTERS + 1);
    expect(failureOf(`a\r\nb\r\n${long}\r\n`)).toEqual({ problem: 'value_too_long', line: 3 });
    expect(failureOf(`a\r\n"${long}"\r\n`, 1000)).toEqual({ problem: 'unclosed_quote', line: 2 });
    expect(readAll(`"${'x'.repeat(CSV_VALUE_MAX_CHARACTERS)}"`)[0]!.cells[0]).toHaveLength(
      CSV_VALUE_MAX_CHARACTERS,
    );
  });

  it('stops reading a runaway quote as soon as it passes the limit, not at the end of the text', () => {
    const scanner = new CsvScanner(`"${'"'.repeat(8 * 1024 * 1024)}`);
    let read = 0;
    expect(() => {
      for (;;) {
        scanner.read(1024);
        read += 1024;
      }
    }).toThrow(CsvStructureError);
    expect(read).toBeLessThanOrEqual(CSV_VALUE_MAX_CHARACTERS + 1024);
  });
});
