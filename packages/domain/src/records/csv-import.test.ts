import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../messages/data-entry';
import { INTAKE_OUTCOME_CSV_COLUMNS, requiredCsvHeaders } from './csv-columns';
import { buildExampleCsvRows } from './csv-example';
import { type CsvLayout, type CsvRecord, createCsvRowReader, readCsvHeader } from './csv-import';

const NOW = new Date('2025-06-15T12:00:00');
const LEGACY = INTAKE_OUTCOME_CSV_COLUMNS.filter((c) => c.optional).map((c) => c.name);

function layoutOf(
  header: readonly string[],
  type: 'intake_outcome' | 'services' = 'intake_outcome',
): CsvLayout {
  const { layout } = readCsvHeader(type, header);
  if (!layout) throw new Error('header refused');
  return layout;
}

/** The example's header and first row, with some cells replaced by header name. */
function exampleRow(changes: Record<string, string> = {}, options = { year: 2024, month: 5 }) {
  const [header, row] = buildExampleCsvRows('intake_outcome', { locationId: 12, ...options });
  const cells = header!.map((name, i) => changes[name] ?? row![i]!);
  return { header: header!, cells };
}

const cellValue = (layout: CsvLayout, record: CsvRecord, name: string) =>
  record.values[layout.columns.findIndex((c) => c.name === name)];

describe('CSV upload header', () => {
  it('maps the example header, in any order, with a byte order mark and surrounding spaces', () => {
    const header = [...requiredCsvHeaders('intake_outcome')].reverse().map((h) => ` ${h} `);
    header[0] = `\uFEFF${header[0]}`;
    const layout = layoutOf(header);
    expect(layout.width).toBe(header.length);
    expect(layout.positions[0]).toBe(header.length - 1);
    for (const name of LEGACY)
      expect(layout.positions[layout.columns.findIndex((c) => c.name === name)]).toBe(-1);
  });

  it('names missing, unknown and repeated headers, and ignores blank ones', () => {
    const header = [
      ...requiredCsvHeaders('services').filter((h) => h !== 'species'),
      'colour',
      'yearOfRecord',
      '',
    ];
    expect(readCsvHeader('services', header).check).toEqual({
      missing: ['species'],
      unknown: ['colour'],
      duplicated: ['yearOfRecord'],
    });
    expect(UPLOAD_MESSAGES.invalidHeaders(['species'], ['colour'], ['yearOfRecord'])).toBe(
      'Missing columns: species. Unknown columns: colour. Repeated columns: yearOfRecord',
    );
  });
});

describe('CSV upload rows', () => {
  it('reads the example rows into typed values, species in any case, dates as spreadsheets save them', () => {
    const { header, cells } = exampleRow({
      species: ' CANINE ',
      beginningAnimalCountDate: '5/1/2024',
      endingAnimalCountDate: '2024-05-31',
      adultStrayAtLargeCount: ' 007 ',
    });
    const layout = layoutOf(header);
    const { record } = createCsvRowReader(layout, NOW)(cells, 2)!;
    expect(record).toMatchObject({ row: 2, locationId: 12, species: 'canine', year: 2024, month: 5 });
    expect(cellValue(layout, record!, 'species')).toBe('canine');
    expect(cellValue(layout, record!, 'beginningAnimalCountDate')).toBe('2024-05-01');
    expect(cellValue(layout, record!, 'endingAnimalCountDate')).toBe('2024-05-31');
    expect(cellValue(layout, record!, 'adultStrayAtLargeCount')).toBe(7);
    expect(cellValue(layout, record!, 'adultOwnerIntendedEuthanasiaCountOutcome')).toBe(1);
  });

  it('lists every bad value of a row with its row, column and value', () => {
    const { header, cells } = exampleRow({
      adultStrayAtLargeCount: 'abc',
      youthStrayAtLargeCount: '-1',
      ageUnknownStrayAtLargeCount: '1.5',
      adultAdoptionCount: '',
      youthAdoptionCount: '2147483648',
      beginningAnimalCountDate: '2024-02-30',
    });
    const { problems } = createCsvRowReader(layoutOf(header), NOW)(cells, 3)!;
    expect(problems).toEqual([
      {
        row: 3,
        column: 'beginningAnimalCountDate',
        value: '2024-02-30',
        detail: UPLOAD_MESSAGES.invalidDate(3, 'beginningAnimalCountDate', '2024-02-30'),
      },
      {
        row: 3,
        column: 'adultStrayAtLargeCount',
        value: 'abc',
        detail: 'Row 3, column adultStrayAtLargeCount: "abc" must be a whole number of 0 or more.',
      },
      {
        row: 3,
        column: 'youthStrayAtLargeCount',
        value: '-1',
        detail: UPLOAD_MESSAGES.invalidValue(3, 'youthStrayAtLargeCount', '-1'),
      },
      {
        row: 3,
        column: 'ageUnknownStrayAtLargeCount',
        value: '1.5',
        detail: UPLOAD_MESSAGES.invalidValue(3, 'ageUnknownStrayAtLargeCount', '1.5'),
      },
      {
        row: 3,
        column: 'adultAdoptionCount',
        value: '',
        detail: 'Row 3, column adultAdoptionCount: every field must have a value.',
      },
      {
        row: 3,
        column: 'youthAdoptionCount',
        value: '2147483648',
        detail: 'Row 3, column youthAdoptionCount: "2147483648" must be 2,147,483,647 or less.',
      },
    ]);
  });

  it('refuses an unknown species, a month outside 1-12, a year outside 2000-9999 and a bad location id', () => {
    const { header, cells } = exampleRow({
      species: 'dragon',
      monthOfRecord: '13',
      yearOfRecord: '1999',
      locationId: 'x1',
    });
    const { problems } = createCsvRowReader(layoutOf(header), NOW)(cells, 4)!;
    expect(problems!.map((p) => p.detail)).toEqual([
      'Row 4, column locationId: "x1" must be a location id (a whole number).',
      'Row 4, column yearOfRecord: "1999" must be a year from 2000 to 9999.',
      'Row 4, column monthOfRecord: "13" must be a month from 1 to 12.',
      expect.stringMatching(/^Row 4, column species: "dragon" is not a species code \(canine, feline, /),
    ]);
  });

  it('refuses a month after the current one', () => {
    const { header, cells } = exampleRow({}, { year: 2025, month: 7 });
    const read = createCsvRowReader(layoutOf(header), NOW);
    expect(read(cells, 5)!.problems).toEqual([
      { row: 5, column: 'monthOfRecord', value: '7', detail: 'Row 5: July 2025 is in the future.' },
    ]);
    const { cells: june } = exampleRow({}, { year: 2025, month: 6 });
    expect(read(june, 6)!.record).toBeDefined();
  });

  it('asks the caller about the location, and refuses a row repeating an earlier location, species and month', () => {
    const { header, cells } = exampleRow();
    const read = createCsvRowReader(layoutOf(header), NOW, (id, row) =>
      id === 12 ? null : `Row ${row}: not ours`,
    );
    expect(read(cells, 2)!.record).toBeDefined();
    expect(read(cells, 3)!.problems).toEqual([
      { row: 3, column: null, value: null, detail: 'Row 3: the same location, species and month as row 2.' },
    ]);
    const other = cells.map((cell, i) => (header[i] === 'locationId' ? '13' : cell));
    expect(read(other, 4)!.problems).toEqual([
      { row: 4, column: 'locationId', value: '13', detail: 'Row 4: not ours' },
    ]);
  });

  it('ignores blank rows and refuses a row with more or fewer cells than the header', () => {
    const { header, cells } = exampleRow();
    const read = createCsvRowReader(layoutOf(header), NOW);
    expect(read([''], 2)).toBeNull();
    expect(
      read(
        header.map(() => ' '),
        3,
      ),
    ).toBeNull();
    expect(read(cells.slice(1), 4)!.problems![0]!.detail).toBe(
      `Row 4: ${cells.length - 1} cells where the header has ${cells.length}.`,
    );
  });

  describe('legacy (undesignated transfer) columns', () => {
    const withLegacy = (month: { year: number; month: number }, legacy: string) => {
      const { header, cells } = exampleRow({}, month);
      return { header: [...header, ...LEGACY], cells: [...cells, ...LEGACY.map(() => legacy)] };
    };

    it('stores 0 when the file leaves them out before March 2021, and nothing from March 2021', () => {
      for (const [month, expected] of [
        [{ year: 2021, month: 2 }, 0],
        [{ year: 2021, month: 3 }, null],
      ] as const) {
        const { header, cells } = exampleRow({}, month);
        const layout = layoutOf(header);
        const { record } = createCsvRowReader(layout, NOW)(cells, 2)!;
        expect(cellValue(layout, record!, LEGACY[0]!)).toBe(expected);
      }
    });

    it('takes an empty cell from March 2021 only', () => {
      const after = withLegacy({ year: 2021, month: 3 }, '');
      const layout = layoutOf(after.header);
      const { record } = createCsvRowReader(layout, NOW)(after.cells, 2)!;
      expect(cellValue(layout, record!, LEGACY[0]!)).toBeNull();
      const before = withLegacy({ year: 2021, month: 2 }, '');
      const { problems } = createCsvRowReader(layoutOf(before.header), NOW)(before.cells, 2)!;
      expect(problems!.map((p) => p.column)).toEqual(LEGACY);
      const filled = withLegacy({ year: 2020, month: 12 }, '4');
      const { record: legacy } = createCsvRowReader(layoutOf(filled.header), NOW)(filled.cells, 2)!;
      expect(cellValue(layoutOf(filled.header), legacy!, LEGACY[5]!)).toBe(4);
    });
  });
});
